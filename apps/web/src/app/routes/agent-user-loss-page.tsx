import { UserLoss } from '../../features/agent-centre/components/team-betting';
import { useAgentCentre } from './agent-centre-context';

/** /agentHome/userLoss */
export default function AgentUserLossPage() {
  const { brand } = useAgentCentre();
  return <UserLoss brand={brand} />;
}
