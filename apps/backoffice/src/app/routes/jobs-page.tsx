import { useTranslation } from 'react-i18next';
import { JobRunList } from '../../features/jobs/components/job-run-list';
import { jobRunFilterParams, parseJobRunFilter } from '../../features/jobs/lib/job-run-filter';
import { useUrlFilter } from '../../lib/use-url-filter';
import { Page } from '../components/page';
import { RequirePermission } from '../components/require-permission';

export default function JobsPage() {
  const { t } = useTranslation();
  const [filter, onFilter] = useUrlFilter(parseJobRunFilter, jobRunFilterParams);
  return (
    <Page id="jobs" title={t('jobs.title')} description={t('jobs.description')}>
      <RequirePermission permission="manageJobs">
        <JobRunList filter={filter} onFilter={onFilter} />
      </RequirePermission>
    </Page>
  );
}
