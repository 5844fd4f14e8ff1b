import { useTranslation } from 'react-i18next';
import { ApplicationQueue } from '../../features/agents/components/application-queue';
import {
  applicationFilterParams,
  parseApplicationFilter,
} from '../../features/agents/lib/application-filter';
import { useCurrentStaff } from '../../features/session/api/get-current-staff';
import { can } from '../../lib/permissions';
import { useUrlFilter } from '../../lib/use-url-filter';
import { Page } from '../components/page';
import { RequirePermission } from '../components/require-permission';

export default function AgentApplicationsPage() {
  const { t } = useTranslation();
  const [filter, onFilter] = useUrlFilter(parseApplicationFilter, applicationFilterParams);
  const role = useCurrentStaff().data?.staff.role;
  return (
    <Page
      id="agent-applications"
      title={t('agents.applications.title')}
      description={t('agents.applications.description')}
    >
      <RequirePermission permission="readAgents">
        <ApplicationQueue filter={filter} onFilter={onFilter} canDecide={can(role, 'writeAgents')} />
      </RequirePermission>
    </Page>
  );
}
