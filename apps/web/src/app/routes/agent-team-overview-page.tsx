import { TeamOverview } from '../../features/agent-centre/components/team-overview';
import { useAgentCentre } from './agent-centre-context';

/** /agentHome and /agentHome/teamOverview: the agent centre's default page. */
export default function AgentTeamOverviewPage() {
  const { brand } = useAgentCentre();
  return <TeamOverview brand={brand} />;
}
