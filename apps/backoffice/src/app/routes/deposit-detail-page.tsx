import { ChevronLeftIcon } from '@gaming/ui/icons';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { buttonStyles } from '../../components/button-styles';
import { DepositDetail } from '../../features/deposits/components/deposit-detail';
import { useCurrentStaff } from '../../features/session/api/get-current-staff';
import { can } from '../../lib/permissions';
import { Page } from '../components/page';
import { RequirePermission } from '../components/require-permission';

export default function DepositDetailPage() {
  const { t } = useTranslation();
  const { depositId = '' } = useParams();
  const staff = useCurrentStaff();
  return (
    <Page id="deposit-detail" title={t('deposits.detail.title')}>
      <Link to="/deposits" className={`${buttonStyles.ghost} self-start rtl:[&>svg]:rotate-180`}>
        <ChevronLeftIcon className="size-4" />
        {t('deposits.detail.back')}
      </Link>
      <RequirePermission permission="readCashier">
        <DepositDetail
          key={depositId}
          id={depositId}
          canDecide={can(staff.data?.staff.role, 'decideCashier')}
        />
      </RequirePermission>
    </Page>
  );
}
