import { useTranslation } from 'react-i18next';
import { SentMessageList } from '../../features/messages/components/sent-message-list';
import { useCurrentStaff } from '../../features/session/api/get-current-staff';
import { can } from '../../lib/permissions';
import { Page } from '../components/page';
import { RequirePermission } from '../components/require-permission';

export default function MessagesPage() {
  const { t } = useTranslation();
  const role = useCurrentStaff().data?.staff.role;
  return (
    <Page id="messages" title={t('messages.title')} description={t('messages.description')}>
      <RequirePermission permission="readMessages">
        <SentMessageList canSend={can(role, 'sendMessages')} />
      </RequirePermission>
    </Page>
  );
}
