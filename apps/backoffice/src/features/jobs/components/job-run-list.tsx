import type { AdminJobRun } from '@gaming/contracts/job-runs';
import { RefreshIcon } from '@gaming/ui/icons';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/badge';
import { buttonStyles } from '../../../components/button-styles';
import { type DataColumn, DataTable } from '../../../components/data-table';
import { DateTime } from '../../../components/date-time';
import { Pager } from '../../../components/pager';
import { QueryStates } from '../../../components/query-states';
import { useJobRunList } from '../api/list-job-runs';
import { type JobRunListFilter, jobRunFilters } from '../lib/job-run-filter';
import { RetryJobRunDialog } from './retry-job-run-dialog';

/** Failed runs (the default) or every run: two buttons, the pressed one is the list shown. */
function OutcomeSwitch({
  filter,
  onFilter,
}: {
  filter: JobRunListFilter;
  onFilter: (next: Partial<JobRunListFilter>) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="flex flex-wrap gap-2" data-testid="job-run-outcome-switch">
      <legend className="sr-only">{t('jobs.filters.label')}</legend>
      {jobRunFilters.map((outcome) => (
        <button
          key={outcome}
          type="button"
          aria-pressed={filter.outcome === outcome}
          data-testid={`job-run-show-${outcome}`}
          className={`${filter.outcome === outcome ? buttonStyles.primary : buttonStyles.secondary} ${buttonStyles.small}`}
          onClick={() => onFilter({ outcome, page: 1 })}
        >
          {t(`jobs.filters.${outcome}`)}
        </button>
      ))}
    </fieldset>
  );
}

/** Why a run failed, or what it reported: clipped to two lines, whole in its title. */
function DetailCell({ run }: { run: AdminJobRun }) {
  const { t } = useTranslation();
  const text = run.outcome === 'failed' ? run.reason : run.resultSummary;
  return (
    <span
      data-testid="job-run-detail"
      className="line-clamp-2 min-w-0 font-mono text-xs break-words md:max-w-80"
      title={text ?? undefined}
    >
      {text ?? t('states.none')}
    </span>
  );
}

function RetriedCell({ run }: { run: AdminJobRun }) {
  const { t } = useTranslation();
  if (!run.retriedAt) return <span className="text-muted">{t('states.none')}</span>;
  return (
    <span data-testid="job-run-retried" className="flex flex-col items-end md:items-start">
      <DateTime value={run.retriedAt} />
      <span className="text-xs text-muted">{t('jobs.list.retriedBy', { name: run.retriedBy })}</span>
    </span>
  );
}

function runColumns(t: TFunction, onRetry: (run: AdminJobRun) => void): DataColumn<AdminJobRun>[] {
  return [
    {
      header: t('jobs.fields.finishedAt'),
      cell: (run) => <DateTime value={run.finishedAt} />,
    },
    {
      header: t('jobs.fields.job'),
      cell: (run) => <span className="font-mono break-all">{run.jobName}</span>,
    },
    {
      header: t('jobs.fields.attempt'),
      cell: (run) => (
        <span className="tabular-nums whitespace-nowrap">
          {t('jobs.list.attempt', { attempt: run.attempt, limit: run.attemptLimit })}
        </span>
      ),
    },
    {
      header: t('jobs.fields.outcome'),
      cell: (run) => (
        <Badge
          tone={run.outcome === 'failed' ? 'danger' : 'success'}
          value={run.outcome}
          testId="job-run-outcome"
        >
          {t(`jobs.outcomes.${run.outcome}`)}
        </Badge>
      ),
    },
    { header: t('jobs.fields.detail'), cell: (run) => <DetailCell run={run} /> },
    { header: t('jobs.fields.retried'), cell: (run) => <RetriedCell run={run} /> },
    {
      header: t('jobs.list.retry'),
      hideHeader: true,
      kind: 'wide',
      cell: (run) =>
        run.outcome === 'failed' ? (
          <button
            type="button"
            data-testid="job-run-retry"
            className={`${buttonStyles.secondary} ${buttonStyles.small} w-full md:w-auto`}
            onClick={() => onRetry(run)}
          >
            <RefreshIcon className="size-4" />
            {t('jobs.list.retry')}
          </button>
        ) : null,
    },
  ];
}

/**
 * Runs of the scheduled jobs, newest first: the failed ones by default, with why, and a retry that runs
 * the job again at once. Every run also shows what it reported (rows a recovery job skipped, say).
 */
export function JobRunList({
  filter,
  onFilter,
}: {
  filter: JobRunListFilter;
  onFilter: (next: Partial<JobRunListFilter>) => void;
}) {
  const { t } = useTranslation();
  const list = useJobRunList(filter);
  const [retrying, setRetrying] = useState<AdminJobRun | null>(null);
  return (
    <div className="flex flex-col gap-3">
      <OutcomeSwitch filter={filter} onFilter={onFilter} />
      <QueryStates
        query={list}
        isEmpty={(data) => data.runs.length === 0}
        empty={{
          title: t(`jobs.list.emptyTitle.${filter.outcome}`),
          body: t('jobs.list.emptyBody', { days: list.data?.retentionDays ?? 0 }),
        }}
      >
        {(data) => (
          <DataTable
            testId="job-run-list"
            caption={t('jobs.list.caption')}
            columns={runColumns(t, setRetrying)}
            rows={data.runs}
            rowKey={(run) => run.id}
            rowTestId="job-run-row"
            rowAttributes={(run) => ({ 'data-run-id': run.id, 'data-job': run.jobName })}
          />
        )}
      </QueryStates>
      {/* The pager stays under an empty page too, so a page past the end can be left. */}
      {list.data ? (
        <Pager pageInfo={list.data.pageInfo} disabled={list.isFetching} onChange={onFilter} />
      ) : null}
      {retrying ? <RetryJobRunDialog run={retrying} onClose={() => setRetrying(null)} /> : null}
    </div>
  );
}
