import { useTranslation } from 'react-i18next';
import { ReportView } from '../../features/reports/components/report-view';
import { parseReportFilter, reportFilterParams } from '../../features/reports/lib/report-filter';
import { useUrlFilter } from '../../lib/use-url-filter';
import { Page } from '../components/page';
import { RequirePermission } from '../components/require-permission';

export default function ReportsPage() {
  const { t } = useTranslation();
  const [filter, onFilter] = useUrlFilter(parseReportFilter, reportFilterParams);
  return (
    <Page id="reports" title={t('reports.title')} description={t('reports.description')}>
      <RequirePermission permission="readReports">
        <ReportView filter={filter} onFilter={onFilter} />
      </RequirePermission>
    </Page>
  );
}
