import { gameReportGroupings } from '@gaming/contracts/reports';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../components/button-styles';
import { EmptyState } from '../../../components/empty-state';
import { FilterForm, FilterInput, FilterSelect, FilterSubmit } from '../../../components/filter-form';
import { FormError } from '../../../components/form-error';
import { Pager } from '../../../components/pager';
import { QueryStates } from '../../../components/query-states';
import { formatMoney } from '../../../lib/format-money';
import { useDraft } from '../../../lib/use-draft';
import { downloadReportCsv, useReport } from '../api/reports';
import { maximumMemberLength, type ReportFilter, type ReportKind, reportKinds } from '../lib/report-filter';
import { gmtLabel } from '../lib/report-format';
import { DailyTable } from './daily-table';
import { CashierTable, GameTable, PlayerTable } from './report-tables';

type OnFilter = (next: Partial<ReportFilter>) => void;

function ReportTabs({ current, onFilter }: { current: ReportKind; onFilter: OnFilter }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('reports.kindsLabel')} className="flex flex-wrap gap-2">
      {reportKinds.map((kind) => (
        <button
          key={kind}
          type="button"
          data-testid={`report-tab-${kind}`}
          aria-current={kind === current ? 'page' : undefined}
          className={`${kind === current ? buttonStyles.primary : buttonStyles.secondary} ${buttonStyles.small}`}
          onClick={() => onFilter({ report: kind, page: 1 })}
        >
          {t(`reports.kinds.${kind}`)}
        </button>
      ))}
    </nav>
  );
}

function draftOf(filter: ReportFilter) {
  return {
    from: filter.from,
    to: filter.to,
    groupBy: filter.groupBy,
    vendor: filter.vendor,
    member: filter.member,
  };
}

function ReportFilterForm({ filter, onFilter }: { filter: ReportFilter; onFilter: OnFilter }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useDraft(draftOf(filter));
  const apply = () =>
    onFilter({
      ...draft,
      vendor: draft.vendor.trim().toUpperCase(),
      member: draft.member.trim(),
      page: 1,
    });
  return (
    <FilterForm
      label={t('reports.filters.label')}
      layout="sm:grid-cols-2 lg:grid-cols-4 lg:items-end"
      onApply={apply}
    >
      <FilterInput
        label={t('reports.range.from')}
        type="date"
        value={draft.from}
        onValueChange={(from) => setDraft({ from })}
        testId="report-from"
      />
      <FilterInput
        label={t('reports.range.to')}
        type="date"
        value={draft.to}
        onValueChange={(to) => setDraft({ to })}
        testId="report-to"
      />
      {filter.report === 'games' ? (
        <>
          <FilterSelect
            label={t('reports.filters.groupBy')}
            testId="report-group-by"
            value={draft.groupBy}
            onValueChange={(groupBy) => setDraft({ groupBy: groupBy || 'vendor' })}
            anyLabel={t('reports.filters.byVendor')}
            options={gameReportGroupings.filter((grouping) => grouping !== 'vendor')}
            optionLabel={() => t('reports.filters.byGame')}
          />
          <FilterInput
            label={t('reports.filters.vendor')}
            value={draft.vendor}
            onValueChange={(vendor) => setDraft({ vendor })}
            testId="report-vendor"
            maxLength={40}
          />
        </>
      ) : null}
      {filter.report === 'players' ? (
        <FilterInput
          label={t('reports.filters.member')}
          value={draft.member}
          onValueChange={(member) => setDraft({ member })}
          testId="report-member"
          maxLength={maximumMemberLength}
        />
      ) : null}
      <FilterSubmit testId="report-apply">{t('reports.range.apply')}</FilterSubmit>
    </FilterForm>
  );
}

function ExportButton({ filter }: { filter: ReportFilter }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const download = async () => {
    setBusy(true);
    setError(null);
    try {
      await downloadReportCsv(filter);
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="flex flex-col items-start gap-2">
      <button
        type="button"
        data-testid="report-export"
        className={`${buttonStyles.secondary} ${buttonStyles.small}`}
        disabled={busy}
        onClick={() => void download()}
      >
        {busy ? t('reports.exporting') : t('reports.export')}
      </button>
      {error ? <FormError error={error} testId="report-export-error" /> : null}
    </div>
  );
}

function Summary({ text }: { text: string }) {
  return (
    <p data-testid="report-summary" className="text-sm text-muted">
      {text}
    </p>
  );
}

function DailyReport({ filter, onFilter }: { filter: ReportFilter; onFilter: OnFilter }) {
  const { t } = useTranslation();
  const report = useReport('daily', filter);
  return (
    <QueryStates query={report}>
      {(data) => (
        <>
          <Summary
            text={t('reports.summary.daily', {
              from: data.from,
              to: data.to,
              zone: gmtLabel(data.gmtOffsetMinutes),
              ggr: formatMoney(data.totals.ggrMinor, data),
              ngr: formatMoney(data.totals.ngrMinor, data),
            })}
          />
          <DailyTable
            testId="report-daily"
            caption={t('reports.kinds.daily')}
            rows={data.rows}
            format={data}
          />
          <Pager pageInfo={data.pageInfo} disabled={report.isFetching} onChange={onFilter} />
        </>
      )}
    </QueryStates>
  );
}

function GameReport({ filter, onFilter }: { filter: ReportFilter; onFilter: OnFilter }) {
  const { t } = useTranslation();
  const report = useReport('games', filter);
  return (
    <QueryStates query={report}>
      {(data) => (
        <>
          <Summary
            text={t('reports.summary.games', {
              from: data.from,
              to: data.to,
              zone: gmtLabel(data.gmtOffsetMinutes),
              rounds: data.totals.rounds,
              players: data.totals.players,
              ggr: formatMoney(data.totals.ggrMinor, data),
            })}
          />
          {data.rows.length === 0 ? <EmptyState title={t('reports.empty')} /> : <GameTable data={data} />}
          <Pager pageInfo={data.pageInfo} disabled={report.isFetching} onChange={onFilter} />
        </>
      )}
    </QueryStates>
  );
}

function PlayerReport({ filter, onFilter }: { filter: ReportFilter; onFilter: OnFilter }) {
  const { t } = useTranslation();
  const report = useReport('players', filter);
  return (
    <QueryStates query={report}>
      {(data) => (
        <>
          <Summary
            text={t('reports.summary.players', {
              from: data.from,
              to: data.to,
              zone: gmtLabel(data.gmtOffsetMinutes),
              count: data.pageInfo.total,
              deposits: formatMoney(data.totals.depositsMinor, data),
              ggr: formatMoney(data.totals.ggrMinor, data),
            })}
          />
          {data.rows.length === 0 ? <EmptyState title={t('reports.empty')} /> : <PlayerTable data={data} />}
          <Pager pageInfo={data.pageInfo} disabled={report.isFetching} onChange={onFilter} />
        </>
      )}
    </QueryStates>
  );
}

function CashierReport({ filter, onFilter }: { filter: ReportFilter; onFilter: OnFilter }) {
  const { t } = useTranslation();
  const report = useReport('cashier', filter);
  return (
    <QueryStates query={report}>
      {(data) => (
        <>
          <Summary
            text={t('reports.summary.cashier', {
              from: data.from,
              to: data.to,
              zone: gmtLabel(data.gmtOffsetMinutes),
            })}
          />
          {data.rows.length === 0 ? <EmptyState title={t('reports.empty')} /> : <CashierTable data={data} />}
          <Pager pageInfo={data.pageInfo} disabled={report.isFetching} onChange={onFilter} />
        </>
      )}
    </QueryStates>
  );
}

const reportBodies = { daily: DailyReport, games: GameReport, players: PlayerReport, cashier: CashierReport };

/** The four reports behind tabs, each with its filter, paging and a CSV of every row of the filter. */
export function ReportView({ filter, onFilter }: { filter: ReportFilter; onFilter: OnFilter }) {
  const Body = reportBodies[filter.report];
  return (
    <div className="flex min-w-0 flex-col gap-3">
      <ReportTabs current={filter.report} onFilter={onFilter} />
      <ReportFilterForm key={filter.report} filter={filter} onFilter={onFilter} />
      <ExportButton filter={filter} />
      <Body filter={filter} onFilter={onFilter} />
    </div>
  );
}
