import { useTranslation } from 'react-i18next';
import { InhouseLimitsPanel } from '../../features/inhouse-limits/components/inhouse-limits-panel';
import { RoundSearch } from '../../features/rounds/components/round-search';
import { parseRoundFilter, roundFilterParams } from '../../features/rounds/lib/round-filter';
import { useCurrentStaff } from '../../features/session/api/get-current-staff';
import { can } from '../../lib/permissions';
import { useUrlFilter } from '../../lib/use-url-filter';
import { Page } from '../components/page';
import { RequirePermission } from '../components/require-permission';

export default function RoundsPage() {
  const { t } = useTranslation();
  const [filter, onFilter] = useUrlFilter(parseRoundFilter, roundFilterParams);
  const role = useCurrentStaff().data?.staff.role;
  return (
    <Page id="rounds" title={t('rounds.title')} description={t('rounds.description')}>
      <RequirePermission permission="readRounds">
        <InhouseLimitsPanel canConfigure={can(role, 'configureInhouseLimits')} />
        <RoundSearch filter={filter} onFilter={onFilter} />
      </RequirePermission>
    </Page>
  );
}
