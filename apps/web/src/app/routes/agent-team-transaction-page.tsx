import { TeamTransactions } from '../../features/agent-centre/components/team-transactions';
import { useAgentCentre } from './agent-centre-context';

/** /agentHome/teamTransaction */
export default function AgentTeamTransactionPage() {
  const { brand } = useAgentCentre();
  return <TeamTransactions brand={brand} />;
}
