import { MessageInbox } from '../../features/messages/components/message-inbox';
import { useAgentCentre } from './agent-centre-context';

/** Platform messages in the agent centre (spec §2): the agent's own inbox, the member centre's screen. */
export default function AgentMessagesPage() {
  const { brand } = useAgentCentre();
  return (
    <div data-testid="agent-messages">
      <MessageInbox formatTime={brand.time} />
    </div>
  );
}
