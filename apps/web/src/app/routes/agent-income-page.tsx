import { MyIncome } from '../../features/agent-contracts/components/my-income';
import { useAgentCentre } from './agent-centre-context';

/** /agentHome/myIncome: the settled windows of the agent's own contracts. */
export default function AgentIncomePage() {
  const { brand } = useAgentCentre();
  return <MyIncome brand={brand} gmtOffsetMinutes={brand.gmtOffsetMinutes} />;
}
