import { Navigate, useLocation } from 'react-router';
import { DirectDownlinePicker } from '../../features/agent-centre/components/direct-downline-picker';
import {
  type ContractPage as ContractPageId,
  contractPageFlags,
} from '../../features/agent-centre/lib/agent-pages';
import { ContractPage } from '../../features/agent-contracts/components/contract-page';
import type { AgentContractKind } from '../../features/agent-contracts/lib/contract-types';
import { useAgentCentre } from './agent-centre-context';

const kindOfPage: Record<ContractPageId, AgentContractKind> = {
  dividendBonus: 'dividend',
  dailySalary: 'daily',
  hourlySalary: 'hourly',
  realtimeSalary: 'realtime',
};

function isContractPageId(value: string): value is ContractPageId {
  return value in kindOfPage;
}

/**
 * /agentHome/dividendBonus, dailySalary, hourlySalary, realtimeSalary: shown only while the agent's flag
 * of that kind is on (spec §2, §6); with the flag off the address leads back to the overview.
 */
export default function AgentContractRoute() {
  const { profile, brand } = useAgentCentre();
  const pageId = useLocation().pathname.split('/')[2] ?? '';
  if (!isContractPageId(pageId) || !profile.flags[contractPageFlags[pageId]]) {
    return <Navigate to="/agentHome" replace />;
  }
  return (
    <ContractPage
      key={pageId}
      kind={kindOfPage[pageId]}
      brand={{ decimals: brand.decimals, symbol: brand.symbol, money: brand.money, time: brand.time }}
      holderPicker={(holder, onPick) => <DirectDownlinePicker value={holder} onPick={onPick} />}
    />
  );
}
