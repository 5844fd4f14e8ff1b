import { useTranslation } from 'react-i18next';
import { ChatRoom } from '../../features/chat/components/chat-room';
import { Page } from '../components/page';

/** The chat room (spec §2; launchChat's chatUrl): anyone reads, members write. */
export default function ChatPage() {
  const { t } = useTranslation('chat');
  return (
    <Page id="chat" title={t('title')}>
      <ChatRoom />
    </Page>
  );
}
