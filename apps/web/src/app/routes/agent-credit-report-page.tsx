import { CreditReport } from '../../features/agent-centre/components/credit-report';
import { useAgentCentre } from './agent-centre-context';

/** /agentHome/creditReport */
export default function AgentCreditReportPage() {
  const { brand } = useAgentCentre();
  return <CreditReport brand={brand} />;
}
