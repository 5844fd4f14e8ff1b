import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '../../../components/badge';
import type { AgentContractStatus, SettlementStatus } from '../lib/contract-types';

const contractTone: Record<AgentContractStatus, BadgeTone> = {
  offered: 'info',
  active: 'success',
  rejected: 'neutral',
  terminated: 'neutral',
  superseded: 'neutral',
};

export function ContractStatusBadge({ status }: { status: AgentContractStatus }) {
  const { t } = useTranslation();
  return (
    <Badge tone={contractTone[status]} value={status} testId="contract-status">
      {t(`agents.contracts.statuses.${status}`)}
    </Badge>
  );
}

const windowTone: Record<SettlementStatus, BadgeTone> = {
  computed: 'info',
  paid: 'success',
  pending_funds: 'warning',
};

export function WindowStatusBadge({ status }: { status: SettlementStatus }) {
  const { t } = useTranslation();
  return (
    <Badge tone={windowTone[status]} value={status} testId="window-status">
      {t(`agents.contracts.windowStatuses.${status}`)}
    </Badge>
  );
}
