import { useTranslation } from 'react-i18next';
import { JobRunList } from '../../features/jobs/components/job-run-list';
import { ScheduledJobList } from '../../features/jobs/components/scheduled-job-list';
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
        {/* Failed runs first: they are what this page is most often opened for. */}
        <section aria-labelledby="job-runs-title" className="flex flex-col gap-3">
          <h2 id="job-runs-title" className="text-lg font-bold">
            {t('jobs.list.title')}
          </h2>
          <JobRunList filter={filter} onFilter={onFilter} />
        </section>
        <ScheduledJobList />
      </RequirePermission>
    </Page>
  );
}
