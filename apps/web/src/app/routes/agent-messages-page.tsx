import { MailIcon } from '@gaming/ui/icons';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/empty-state';

/** Platform messages: there are no messages yet (they come with the messaging issue); said honestly. */
export default function AgentMessagesPage() {
  const { t } = useTranslation('agent');
  return (
    <div data-testid="agent-messages">
      <EmptyState
        icon={<MailIcon className="size-6" />}
        title={t('agentCentre.messages.emptyTitle')}
        body={t('agentCentre.messages.emptyBody')}
      />
    </div>
  );
}
