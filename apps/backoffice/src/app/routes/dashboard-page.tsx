import { useTranslation } from 'react-i18next';
import { DashboardView } from '../../features/reports/components/dashboard-view';
import { dashboardRangeParams, parseDashboardRange } from '../../features/reports/lib/report-filter';
import { useUrlFilter } from '../../lib/use-url-filter';
import { Page } from '../components/page';
import { RequirePermission } from '../components/require-permission';

export default function DashboardPage() {
  const { t } = useTranslation();
  const [range, onRange] = useUrlFilter(parseDashboardRange, dashboardRangeParams);
  return (
    <Page id="dashboard" title={t('reports.dashboardTitle')} description={t('reports.dashboardDescription')}>
      <RequirePermission permission="readReports">
        <DashboardView range={range} onRange={onRange} />
      </RequirePermission>
    </Page>
  );
}
