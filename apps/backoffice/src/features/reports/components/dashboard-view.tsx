import type { AdminDashboardResponse } from '@gaming/contracts/reports';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterForm, FilterInput, FilterSubmit } from '../../../components/filter-form';
import { QueryStates } from '../../../components/query-states';
import { useDraft } from '../../../lib/use-draft';
import { useDashboard } from '../api/reports';
import { formatCompact } from '../lib/chart-numbers';
import { chartAmount, gmtLabel } from '../lib/report-format';
import { DailyTable } from './daily-table';
import { FigureTiles } from './figure-tiles';
import { TrendChart, type TrendSeries } from './trend-chart';

export type DashboardRange = { from: string; to: string };

function RangeForm({ range, onRange }: { range: DashboardRange; onRange: (next: DashboardRange) => void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useDraft(range);
  return (
    <FilterForm
      label={t('reports.range.label')}
      layout="sm:grid-cols-3 sm:items-end"
      onApply={() => onRange(draft)}
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
      <FilterSubmit testId="report-apply">{t('reports.range.apply')}</FilterSubmit>
    </FilterForm>
  );
}

function DashboardCharts({ data }: { data: AdminDashboardResponse }) {
  const { t } = useTranslation();
  const days = useMemo(() => data.days.map((day) => day.day), [data]);
  const money = useMemo(() => {
    const amount = (minor: string) => chartAmount(minor, data.decimals);
    const line = (key: 'depositsMinor' | 'withdrawalsMinor' | 'ggrMinor' | 'ngrMinor') =>
      data.days.map((day) => amount(day[key]));
    return [
      { label: t('reports.figures.deposits'), colour: 'success', values: line('depositsMinor') },
      { label: t('reports.figures.withdrawals'), colour: 'danger', values: line('withdrawalsMinor') },
      { label: t('reports.figures.ggr'), colour: 'accent', values: line('ggrMinor') },
      { label: t('reports.figures.ngr'), colour: 'text', values: line('ngrMinor'), dashed: true },
    ] satisfies TrendSeries[];
  }, [data, t]);
  const players = useMemo(
    () =>
      [
        {
          label: t('reports.figures.activePlayers'),
          colour: 'accent',
          values: data.days.map((day) => day.activePlayers),
        },
        {
          label: t('reports.figures.registrations'),
          colour: 'success',
          values: data.days.map((day) => day.registrations),
        },
        {
          label: t('reports.figures.firstDeposits'),
          colour: 'text',
          values: data.days.map((day) => day.firstDeposits),
          dashed: true,
        },
      ] satisfies TrendSeries[],
    [data, t],
  );
  const formatCount = useMemo(() => (value: number) => String(Math.round(value)), []);
  return (
    <div className="grid min-w-0 gap-3 lg:grid-cols-2">
      <TrendChart
        testId="chart-money"
        title={t('reports.charts.money', { currency: data.currency })}
        days={days}
        series={money}
        format={formatCompact}
        dayLabel={t('reports.fields.day')}
      />
      <TrendChart
        testId="chart-players"
        title={t('reports.charts.players')}
        days={days}
        series={players}
        format={formatCount}
        dayLabel={t('reports.fields.day')}
        counts
      />
    </div>
  );
}

/** The brand's day and a period at a glance: headline figures, two charts and the figures by day. */
export function DashboardView({
  range,
  onRange,
}: {
  range: DashboardRange;
  onRange: (next: DashboardRange) => void;
}) {
  const { t } = useTranslation();
  const dashboard = useDashboard(range);
  return (
    <div className="flex min-w-0 flex-col gap-4">
      <RangeForm range={range} onRange={onRange} />
      <QueryStates query={dashboard}>
        {(data) => (
          <>
            <p data-testid="report-days-note" className="text-sm text-muted">
              {t('reports.daysNote', { zone: gmtLabel(data.gmtOffsetMinutes) })}
            </p>
            <FigureTiles
              testId="dashboard-today"
              title={t('reports.today', { day: data.today })}
              figures={data.todayFigures}
              format={data}
            />
            <FigureTiles
              testId="dashboard-period"
              title={t('reports.period', { from: data.from, to: data.to })}
              figures={data.totals}
              format={data}
            />
            <DashboardCharts data={data} />
            <details className="rounded-lg border border-border bg-surface p-3">
              <summary className="cursor-pointer font-semibold">{t('reports.byDay')}</summary>
              <div className="mt-3">
                <DailyTable
                  testId="dashboard-days"
                  caption={t('reports.byDay')}
                  rows={[...data.days].reverse()}
                  format={data}
                />
              </div>
            </details>
          </>
        )}
      </QueryStates>
    </div>
  );
}
