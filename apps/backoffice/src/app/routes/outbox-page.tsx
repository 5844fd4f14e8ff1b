import { useTranslation } from 'react-i18next';
import { OutboxList } from '../../features/outbox/components/outbox-list';
import { Page } from '../components/page';
import { RequirePermission } from '../components/require-permission';

export default function OutboxPage() {
  const { t } = useTranslation();
  return (
    <Page id="outbox" title={t('outbox.title')} description={t('outbox.description')}>
      <RequirePermission permission="readOutbox">
        <OutboxList />
      </RequirePermission>
    </Page>
  );
}
