import type { AdminScheduledJob } from '@gaming/contracts/job-runs';
import { PlayIcon } from '@gaming/ui/icons';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/badge';
import { buttonStyles } from '../../../components/button-styles';
import { type DataColumn, DataTable } from '../../../components/data-table';
import { QueryStates } from '../../../components/query-states';
import { useScheduledJobList } from '../api/list-scheduled-jobs';
import { RunScheduledJobDialog } from './run-scheduled-job-dialog';

type JobState = 'idle' | 'pending' | 'noRunner';

/** Idle: may run now; pending: a run waits or runs (run now is refused); noRunner: no runner on this server. */
export function scheduledJobState(job: AdminScheduledJob): JobState {
  if (job.pendingRuns === null) return 'noRunner';
  return job.pendingRuns > 0 ? 'pending' : 'idle';
}

const stateTone = { idle: 'neutral', pending: 'info', noRunner: 'warning' } as const;

function jobColumns(t: TFunction, onRun: (job: AdminScheduledJob) => void): DataColumn<AdminScheduledJob>[] {
  return [
    {
      header: t('jobs.fields.job'),
      cell: (job) => <span className="font-mono break-all">{job.name}</span>,
    },
    {
      header: t('jobs.fields.schedule'),
      cell: (job) => (
        <span className="font-mono whitespace-nowrap">{t('jobs.scheduled.cron', { cron: job.cron })}</span>
      ),
    },
    {
      header: t('jobs.fields.state'),
      cell: (job) => {
        const state = scheduledJobState(job);
        return (
          <Badge tone={stateTone[state]} value={state} testId="scheduled-job-state">
            {t(`jobs.scheduled.states.${state}`)}
          </Badge>
        );
      },
    },
    {
      header: t('jobs.scheduled.runNow'),
      hideHeader: true,
      kind: 'wide',
      cell: (job) => (
        <button
          type="button"
          data-testid="scheduled-job-run"
          aria-label={t('jobs.scheduled.runNowNamed', { job: job.name })}
          // A pending run does the same work; the server refuses another until it is done.
          disabled={scheduledJobState(job) !== 'idle'}
          className={`${buttonStyles.secondary} ${buttonStyles.small} w-full md:w-auto`}
          onClick={() => onRun(job)}
        >
          <PlayIcon className="size-4" />
          {t('jobs.scheduled.runNow')}
        </button>
      ),
    },
  ];
}

/**
 * The scheduled jobs this server runs, each with its schedule and whether a run waits or runs, and a
 * "run now" that starts one at once outside its schedule (jobs are safe to rerun), after a confirmation.
 */
export function ScheduledJobList() {
  const { t } = useTranslation();
  const list = useScheduledJobList();
  const [running, setRunning] = useState<AdminScheduledJob | null>(null);
  return (
    <section aria-labelledby="scheduled-jobs-title" className="flex flex-col gap-3">
      <div>
        <h2 id="scheduled-jobs-title" className="text-lg font-bold">
          {t('jobs.scheduled.title')}
        </h2>
        <p className="text-muted">{t('jobs.scheduled.description')}</p>
      </div>
      <QueryStates
        query={list}
        isEmpty={(data) => data.jobs.length === 0}
        empty={{ title: t('jobs.scheduled.emptyTitle'), body: t('jobs.scheduled.emptyBody') }}
      >
        {(data) => (
          <DataTable
            testId="scheduled-job-list"
            caption={t('jobs.scheduled.caption')}
            columns={jobColumns(t, setRunning)}
            rows={data.jobs}
            rowKey={(job) => job.name}
            rowTestId="scheduled-job-row"
            rowAttributes={(job) => ({ 'data-job': job.name })}
          />
        )}
      </QueryStates>
      {running ? <RunScheduledJobDialog job={running} onClose={() => setRunning(null)} /> : null}
    </section>
  );
}
