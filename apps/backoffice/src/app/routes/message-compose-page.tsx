import { useTranslation } from 'react-i18next';
import { MessageComposer } from '../../features/messages/components/message-composer';
import { Page } from '../components/page';
import { RequirePermission } from '../components/require-permission';

export default function MessageComposePage() {
  const { t } = useTranslation();
  return (
    <Page
      id="message-compose"
      title={t('messages.composeTitle')}
      description={t('messages.composeDescription')}
    >
      <RequirePermission permission="sendMessages">
        <MessageComposer />
      </RequirePermission>
    </Page>
  );
}
