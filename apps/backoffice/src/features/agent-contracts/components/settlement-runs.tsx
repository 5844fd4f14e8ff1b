import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonStyles } from '../../../components/button-styles';
import { type DataColumn, DataTable } from '../../../components/data-table';
import { DateTime } from '../../../components/date-time';
import { FilterForm, FilterInput, FilterSelect, FilterSubmit } from '../../../components/filter-form';
import { FormError } from '../../../components/form-error';
import { LoadingState } from '../../../components/loading-state';
import { PagedSection } from '../../../components/paged-section';
import { QueryStates } from '../../../components/query-states';
import { formatMoney, type MoneyFormat } from '../../../lib/format-money';
import { useBrandMoney } from '../../../lib/use-brand-money';
import { useBrandTime } from '../../../lib/use-brand-time';
import { useDraft } from '../../../lib/use-draft';
import { useRetryPending, useSettlementRuns } from '../api/settlements';
import { brandDayStart, type SettlementFilter } from '../lib/contract-filter';
import { contractKinds, type SettlementRun } from '../lib/contract-types';

type OnFilter = (next: Partial<SettlementFilter>) => void;

function RunFilterForm({ filter, onFilter }: { filter: SettlementFilter; onFilter: OnFilter }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useDraft({ kind: filter.kind, from: filter.from, to: filter.to });
  return (
    <FilterForm
      label={t('agents.contracts.runs.filters')}
      layout="sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_auto] lg:items-end"
      onApply={() => onFilter({ ...draft, page: 1 })}
    >
      <FilterSelect
        label={t('agents.contracts.fields.kind')}
        testId="run-filter-kind"
        value={draft.kind}
        onValueChange={(kind) => setDraft({ kind })}
        anyLabel={t('agents.contracts.list.anyKind')}
        options={contractKinds}
        optionLabel={(kind) => t(`agents.contracts.kinds.${kind}`)}
      />
      <FilterInput
        label={t('agents.contracts.runs.from')}
        type="date"
        value={draft.from}
        onValueChange={(from) => setDraft({ from })}
      />
      <FilterInput
        label={t('agents.contracts.runs.to')}
        type="date"
        value={draft.to}
        onValueChange={(to) => setDraft({ to })}
      />
      <FilterSubmit testId="run-filter-submit">{t('agents.contracts.list.apply')}</FilterSubmit>
    </FilterForm>
  );
}

function runColumns(t: TFunction, money: MoneyFormat): DataColumn<SettlementRun>[] {
  const amount = (minor: string, count: number) => (
    <span className="flex flex-col items-end">
      <span className="font-semibold">{formatMoney(minor, money)}</span>
      <span className="text-xs text-muted">{t('agents.contracts.runs.payments', { count })}</span>
    </span>
  );
  return [
    { header: t('agents.contracts.fields.kind'), cell: (run) => t(`agents.contracts.kinds.${run.kind}`) },
    {
      header: t('agents.contracts.runs.window'),
      cell: (run) => (
        <span className="flex flex-col">
          <DateTime value={run.windowStart} />
          <span className="text-xs text-muted">
            {t('agents.contracts.runs.until')} <DateTime value={run.windowEnd} />
          </span>
        </span>
      ),
    },
    { header: t('agents.contracts.runs.contracts'), kind: 'number', cell: (run) => run.contracts },
    {
      header: t('agents.contracts.runs.paid'),
      kind: 'number',
      testId: 'run-paid',
      cell: (run) => amount(run.paidMinor, run.paidCount),
    },
    {
      header: t('agents.contracts.runs.pending'),
      kind: 'number',
      testId: 'run-pending',
      className: (run) => (run.pendingCount > 0 ? 'text-warning' : ''),
      cell: (run) => amount(run.pendingMinor, run.pendingCount),
    },
    {
      header: t('agents.contracts.runs.computed'),
      kind: 'number',
      cell: (run) => run.computedCount,
    },
    {
      header: t('agents.contracts.runs.housePaid'),
      kind: 'number',
      cell: (run) => formatMoney(run.housePaidMinor, money),
    },
    {
      header: t('agents.contracts.runs.open'),
      hideHeader: true,
      kind: 'wide',
      cell: (run) => (
        <Link
          to={`/agent-settlements/windows?${new URLSearchParams({ kind: run.kind, windowStart: run.windowStart })}`}
          data-testid="run-open"
          className={`${buttonStyles.secondary} ${buttonStyles.small}`}
        >
          {t('agents.contracts.runs.open')}
        </Link>
      ),
    },
  ];
}

/** Pending payments are retried on every run; staff may ask for it now (e.g. after an agent topped up). */
function RetryPending({ kind }: { kind: SettlementFilter['kind'] }) {
  const { t } = useTranslation();
  const retry = useRetryPending();
  return (
    <div className="flex flex-col gap-2 rounded-lg border border-border bg-surface p-3 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm text-muted">
        {kind
          ? t('agents.contracts.retry.bodyKind', { kind: t(`agents.contracts.kinds.${kind}`) })
          : t('agents.contracts.retry.body')}
      </p>
      <button
        type="button"
        data-testid="settlement-retry"
        className={buttonStyles.secondary}
        disabled={retry.isPending}
        onClick={() => retry.mutate(kind)}
      >
        {retry.isPending ? t('states.working') : t('agents.contracts.retry.button')}
      </button>
      {retry.data ? (
        <p role="status" data-testid="settlement-retry-result" className="text-sm">
          {t('agents.contracts.retry.result', retry.data)}
        </p>
      ) : null}
      {retry.isError ? <FormError error={retry.error} testId="settlement-retry-error" /> : null}
    </div>
  );
}

/** Settlement runs: one row per kind and window, with what was paid, what waits for funds, and retry. */
export function SettlementRuns({
  filter,
  onFilter,
  canRetry,
}: {
  filter: SettlementFilter;
  onFilter: OnFilter;
  canRetry: boolean;
}) {
  const { t } = useTranslation();
  const money = useBrandMoney();
  const brandTime = useBrandTime();
  const offset = brandTime.offsetMinutes ?? 0;
  const runs = useSettlementRuns({
    kind: filter.kind,
    from: brandDayStart(filter.from, offset),
    to: brandDayStart(filter.to, offset, 1),
    page: filter.page,
    pageSize: filter.pageSize,
  });
  return (
    <div className="flex flex-col gap-3">
      <RunFilterForm filter={filter} onFilter={onFilter} />
      {canRetry ? <RetryPending kind={filter.kind} /> : null}
      {brandTime.label ? (
        <p className="text-xs text-muted">{t('agents.contracts.runs.timesIn', { zone: brandTime.label })}</p>
      ) : null}
      {!money || brandTime.offsetMinutes === undefined ? (
        <LoadingState />
      ) : (
        <QueryStates
          query={runs}
          isEmpty={(data) => data.runs.length === 0}
          empty={{ title: t('agents.contracts.runs.emptyTitle'), body: t('agents.contracts.runs.emptyBody') }}
        >
          {(data) => (
            <PagedSection
              label={t('agents.contracts.runs.caption')}
              busy={runs.isFetching}
              pageInfo={data.pageInfo}
              onPageChange={onFilter}
            >
              <DataTable
                testId="settlement-runs"
                caption={t('agents.contracts.runs.caption')}
                columns={runColumns(t, money)}
                rows={data.runs}
                rowKey={(run) => `${run.kind}-${run.windowStart}`}
                rowTestId="settlement-run"
                rowAttributes={(run) => ({ 'data-kind': run.kind, 'data-window-start': run.windowStart })}
              />
            </PagedSection>
          )}
        </QueryStates>
      )}
    </div>
  );
}
