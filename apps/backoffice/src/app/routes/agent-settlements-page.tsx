import { useTranslation } from 'react-i18next';
import { SettlementRuns } from '../../features/agent-contracts/components/settlement-runs';
import {
  parseSettlementFilter,
  settlementFilterParams,
} from '../../features/agent-contracts/lib/contract-filter';
import { useCurrentStaff } from '../../features/session/api/get-current-staff';
import { can } from '../../lib/permissions';
import { useUrlFilter } from '../../lib/use-url-filter';
import { Page } from '../components/page';
import { RequirePermission } from '../components/require-permission';

export default function AgentSettlementsPage() {
  const { t } = useTranslation();
  const [filter, onFilter] = useUrlFilter(parseSettlementFilter, settlementFilterParams);
  const role = useCurrentStaff().data?.staff.role;
  return (
    <Page
      id="agent-settlements"
      title={t('agents.contracts.runs.title')}
      description={t('agents.contracts.runs.description')}
    >
      <RequirePermission permission="readAgentContracts">
        <SettlementRuns filter={filter} onFilter={onFilter} canRetry={can(role, 'writeAgentContracts')} />
      </RequirePermission>
    </Page>
  );
}
