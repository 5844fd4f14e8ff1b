import { TeamBetting } from '../../features/agent-centre/components/team-betting';
import { useAgentCentre } from './agent-centre-context';

/** /agentHome/teamBetting */
export default function AgentTeamBettingPage() {
  const { brand } = useAgentCentre();
  return <TeamBetting brand={brand} />;
}
