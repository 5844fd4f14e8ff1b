import { useTranslation } from 'react-i18next';
import { AgentList } from '../../features/agents/components/agent-list';
import { MemberLookup } from '../../features/agents/components/member-lookup';
import { agentFilterParams, parseAgentFilter } from '../../features/agents/lib/agent-filter';
import { useCurrentStaff } from '../../features/session/api/get-current-staff';
import { can } from '../../lib/permissions';
import { useUrlFilter } from '../../lib/use-url-filter';
import { Page } from '../components/page';
import { RequirePermission } from '../components/require-permission';

export default function AgentsPage() {
  const { t } = useTranslation();
  const [filter, onFilter] = useUrlFilter(parseAgentFilter, agentFilterParams);
  const role = useCurrentStaff().data?.staff.role;
  return (
    <Page id="agents" title={t('agents.title')} description={t('agents.description')}>
      <RequirePermission permission="readAgents">
        {can(role, 'writeAgents') && can(role, 'searchMembers') ? <MemberLookup /> : null}
        <AgentList filter={filter} onFilter={onFilter} />
      </RequirePermission>
    </Page>
  );
}
