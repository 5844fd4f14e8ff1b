import { useTranslation } from 'react-i18next';
import { ChatModeration } from '../../features/chat/components/chat-moderation';
import { Page } from '../components/page';
import { RequirePermission } from '../components/require-permission';

export default function ChatPage() {
  const { t } = useTranslation();
  return (
    <Page id="chat" title={t('chat.title')} description={t('chat.description')}>
      <RequirePermission permission="moderateChat">
        <ChatModeration />
      </RequirePermission>
    </Page>
  );
}
