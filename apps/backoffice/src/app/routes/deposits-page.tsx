import { useTranslation } from 'react-i18next';
import { DepositQueue } from '../../features/deposits/components/deposit-queue';
import { Page } from '../components/page';
import { RequirePermission } from '../components/require-permission';

export default function DepositsPage() {
  const { t } = useTranslation();
  return (
    <Page id="deposits" title={t('deposits.title')} description={t('deposits.description')}>
      <RequirePermission permission="readCashier">
        <DepositQueue />
      </RequirePermission>
    </Page>
  );
}
