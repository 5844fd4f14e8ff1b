import { maximumProfitRangeDays, profitGroups, profitPeriods } from '@gaming/contracts/profit-periods';
import { ChartIcon } from '@gaming/ui/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangeFields } from '../../../components/date-range-fields';
import { EmptyState } from '../../../components/empty-state';
import { PeriodPicker } from '../../../components/period-picker';
import { ReportStates } from '../../../components/report-states';
import { Skeleton } from '../../../components/skeleton';
import { addDays, brandDate, formatGmtOffset } from '../../../lib/brand-time';
import { useMediaQuery } from '../../../lib/use-media-query';
import { usePersonalProfit } from '../api/get-personal-profit';
import { formatSignedMoney, toMinor } from '../lib/money';
import { rangeDays } from '../lib/profit-range';
import type { PersonalProfitResponse, ProfitFigures, ProfitPeriod } from '../lib/profit-types';

/** Colour follows the sign: money won or received green, money lost or paid out red. */
function toneOf(value: string): string {
  const minor = toMinor(value) ?? 0n;
  return minor > 0n ? 'text-success' : minor < 0n ? 'text-danger' : '';
}

/** The columns of the daily table, in reading order: play first, then the cashier. */
const dayColumns = [
  'bets',
  'wins',
  'gameResult',
  'bonuses',
  'agentCommissions',
  'deposits',
  'withdrawals',
  'profit',
] as const;

/**
 * Personal profit and loss (personalProfit): the main wallet's ledger lines summed per group for a
 * period of brand-local days (game result = wins + bets; profit = game result + bonuses + agent
 * commissions), with a daily breakdown.
 */
export function PersonalProfit({
  gmtOffsetMinutes,
  currencyDecimals,
}: {
  gmtOffsetMinutes: number;
  currencyDecimals: number;
}) {
  const { t } = useTranslation(['wallet', 'common']);
  const [today] = useState(() => brandDate(Date.now(), gmtOffsetMinutes));
  const [period, setPeriod] = useState<ProfitPeriod>('today');
  const [from, setFrom] = useState(() => addDays(today, -6));
  const [to, setTo] = useState(today);
  const custom = period === 'custom';
  const days = from !== '' && to !== '' && from <= to ? rangeDays(from, to) : 0;
  const rangeProblem = !custom
    ? null
    : days === 0
      ? t('records.rangeInvalid')
      : days > maximumProfitRangeDays
        ? t('profit.rangeTooLong', { count: maximumProfitRangeDays })
        : null;
  const report = usePersonalProfit(custom ? { period, from, to } : { period }, { enabled: !rangeProblem });
  const data = report.data;
  return (
    <div data-testid="personal-profit-page" className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-4">
        <PeriodPicker
          legend={t('profit.period')}
          periods={profitPeriods}
          value={period}
          onChange={setPeriod}
          labelOf={(option) => t(`profit.periods.${option}`)}
          testIdPrefix="profit-period"
        />
        {custom ? (
          <div className="grid grid-cols-2 gap-3 sm:max-w-md">
            <DateRangeFields
              from={from}
              to={to}
              today={today}
              onFromChange={setFrom}
              onToChange={setTo}
              labels={{ from: t('records.from'), to: t('records.to') }}
              testIdPrefix="profit"
            />
          </div>
        ) : null}
        <p data-testid="profit-range" className="text-xs text-muted">
          {data && !rangeProblem
            ? t('profit.range', { from: data.from, to: data.to, offset: formatGmtOffset(gmtOffsetMinutes) })
            : t('records.timeZone', { offset: formatGmtOffset(gmtOffsetMinutes) })}
        </p>
      </div>

      <ReportStates
        query={report}
        rangeProblem={rangeProblem}
        testIdPrefix="profit"
        gapClass="gap-4"
        placeholder={
          <div data-testid="profit-loading" className="grid grid-cols-2 gap-2 sm:grid-cols-4">
            {[1, 2, 3, 4, 5, 6, 7, 8].map((key) => (
              <Skeleton key={key} className="h-20" />
            ))}
          </div>
        }
      >
        {(loaded) => (
          <>
            <ProfitSummary totals={loaded.totals} decimals={currencyDecimals} />
            {loaded.days.length === 0 ? (
              <div data-testid="profit-empty">
                <EmptyState
                  icon={<ChartIcon className="size-6" />}
                  title={t('profit.emptyTitle')}
                  body={t('profit.emptyBody')}
                />
              </div>
            ) : (
              <ProfitDays days={loaded.days} decimals={currencyDecimals} />
            )}
          </>
        )}
      </ReportStates>
    </div>
  );
}

function ProfitSummary({ totals, decimals }: { totals: ProfitFigures; decimals: number }) {
  const { t } = useTranslation(['wallet', 'common']);
  // Isolated (bdi): "+25.50" keeps its sign in front of the figure in right-to-left text.
  const money = (value: string) => <bdi>{formatSignedMoney(value, decimals)}</bdi>;
  return (
    <section aria-label={t('profit.summary')} data-testid="profit-summary" className="flex flex-col gap-2">
      <dl className="grid grid-cols-2 gap-2">
        {(['profit', 'gameResult'] as const).map((key) => (
          <div key={key} className="rounded-xl border border-border bg-surface p-4">
            <dt className="text-sm text-muted">{t(`profit.groups.${key}`)}</dt>
            <dd
              data-testid={`profit-total-${key}`}
              className={`mt-1 truncate text-2xl font-extrabold tracking-tight tabular-nums ${toneOf(totals[key])}`}
            >
              {money(totals[key])}
            </dd>
          </div>
        ))}
      </dl>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {profitGroups.map((group) => (
          <div key={group} className="min-w-0 rounded-lg bg-surface-2 px-3 py-2.5">
            <dt className="text-xs text-muted">{t(`profit.groups.${group}`)}</dt>
            <dd
              data-testid={`profit-total-${group}`}
              className={`truncate font-semibold tabular-nums ${toneOf(totals[group])}`}
            >
              {money(totals[group])}
            </dd>
          </div>
        ))}
      </dl>
      <p className="text-xs text-muted">{t('profit.explain')}</p>
    </section>
  );
}

function ProfitDays({ days, decimals }: { days: PersonalProfitResponse['days']; decimals: number }) {
  const { t } = useTranslation(['wallet', 'common']);
  const wide = useMediaQuery('(min-width: 48rem)');
  // Isolated (bdi): "+25.50" keeps its sign in front of the figure in right-to-left text.
  const money = (value: string) => <bdi>{formatSignedMoney(value, decimals)}</bdi>;
  if (!wide) {
    return (
      <ul data-testid="profit-days" data-layout="cards" className="flex flex-col gap-2">
        {days.map((day) => (
          <li
            key={day.day}
            data-testid="profit-day"
            data-day={day.day}
            className="rounded-lg border border-border bg-surface p-3"
          >
            <div className="flex items-baseline justify-between gap-3">
              <span className="font-semibold tabular-nums">{day.day}</span>
              <span
                data-testid="profit-day-profit"
                className={`font-bold tabular-nums ${toneOf(day.profit)}`}
              >
                {money(day.profit)}
              </span>
            </div>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-xs">
              {dayColumns
                .filter((column) => column !== 'profit')
                .map((column) => (
                  <div key={column} className="contents">
                    <dt className="text-muted">{t(`profit.groups.${column}`)}</dt>
                    <dd
                      data-testid={`profit-day-${column}`}
                      className={`text-end tabular-nums ${toneOf(day[column])}`}
                    >
                      {money(day[column])}
                    </dd>
                  </div>
                ))}
            </dl>
          </li>
        ))}
      </ul>
    );
  }
  const headClass = 'px-3 py-2.5 text-end text-xs font-semibold text-muted';
  return (
    <div className="overflow-x-auto rounded-lg border border-border">
      <table data-testid="profit-days" data-layout="table" className="w-full text-sm">
        <caption className="sr-only">{t('profit.daysCaption')}</caption>
        <thead className="bg-surface-2">
          <tr>
            <th scope="col" className={`${headClass} text-start`}>
              {t('profit.day')}
            </th>
            {dayColumns.map((column) => (
              <th key={column} scope="col" className={headClass}>
                {t(`profit.groups.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-border bg-surface">
          {days.map((day) => (
            <tr key={day.day} data-testid="profit-day" data-day={day.day}>
              <th scope="row" className="px-3 py-2.5 text-start font-medium whitespace-nowrap tabular-nums">
                {day.day}
              </th>
              {dayColumns.map((column) => (
                <td
                  key={column}
                  data-testid={`profit-day-${column}`}
                  className={`px-3 py-2.5 text-end whitespace-nowrap tabular-nums ${toneOf(day[column])} ${
                    column === 'profit' ? 'font-bold' : ''
                  }`}
                >
                  {money(day[column])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
