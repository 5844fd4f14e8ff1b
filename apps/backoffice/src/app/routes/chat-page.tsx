import { useTranslation } from 'react-i18next';
import { ChatModeration } from '../../features/chat/components/chat-moderation';
import { useCurrentStaff } from '../../features/session/api/get-current-staff';
import { can } from '../../lib/permissions';
import { Page } from '../components/page';
import { RequirePermission } from '../components/require-permission';

export default function ChatPage() {
  const { t } = useTranslation();
  const role = useCurrentStaff().data?.staff.role;
  return (
    <Page id="chat" title={t('chat.title')} description={t('chat.description')}>
      <RequirePermission permission="moderateChat">
        <ChatModeration canOpenMembers={can(role, 'searchMembers')} />
      </RequirePermission>
    </Page>
  );
}
