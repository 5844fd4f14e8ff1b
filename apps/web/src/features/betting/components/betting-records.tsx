import { maximumBettingRecordsPageSize } from '@gaming/contracts/betting-record-limits';
import { type GameCategoryCode, gameCategoryCodes } from '@gaming/contracts/category-routes';
import { maximumProfitRangeDays, type ProfitPeriod, profitPeriods } from '@gaming/contracts/profit-periods';
import { ListIcon } from '@gaming/ui/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangeFields } from '../../../components/date-range-fields';
import { EmptyState } from '../../../components/empty-state';
import { SelectField } from '../../../components/form-field';
import { PageNav } from '../../../components/page-nav';
import { PeriodPicker } from '../../../components/period-picker';
import { ReportStates } from '../../../components/report-states';
import { Skeleton } from '../../../components/skeleton';
import { useLanguageStore } from '../../../i18n/i18n';
import { addDays, brandDate, customRangeProblem, formatGmtOffset } from '../../../lib/brand-time';
import { useBettingRecords } from '../api/get-betting-records';
import { BettingRecordList } from './betting-record-list';
import { BettingTotals } from './betting-totals';

/** Twenty rounds a page (the API allows at most maximumBettingRecordsPageSize). */
export const bettingPageSize = Math.min(20, maximumBettingRecordsPageSize);
const allCategories = 'all';

function isCategory(value: string): value is GameCategoryCode {
  return (gameCategoryCodes as readonly string[]).includes(value);
}

/**
 * Betting records (member centre personalHistoryCopy): every round the member played, external vendors
 * and in-house alike, with game, vendor, stake, valid bet, win, result, state and time in the brand's
 * time zone; filtered by the periods of the profit report (custom at most 93 days) and game type, with
 * the totals of the whole filter.
 */
export function BettingRecords({
  gmtOffsetMinutes,
  currencyDecimals,
}: {
  gmtOffsetMinutes: number;
  currencyDecimals: number;
}) {
  const { t } = useTranslation(['betting', 'common']);
  const language = useLanguageStore((state) => state.code);
  const [today] = useState(() => brandDate(Date.now(), gmtOffsetMinutes));
  const [period, setPeriod] = useState<ProfitPeriod>('today');
  const [from, setFrom] = useState(() => addDays(today, -6));
  const [to, setTo] = useState(today);
  const [category, setCategory] = useState<string>(allCategories);
  const [page, setPage] = useState(1);
  const custom = period === 'custom';
  const problem = custom ? customRangeProblem(from, to, maximumProfitRangeDays) : null;
  const rangeProblem =
    problem === 'invalid'
      ? t('rangeInvalid')
      : problem === 'tooLong'
        ? t('rangeTooLong', { count: maximumProfitRangeDays })
        : null;
  const records = useBettingRecords(
    {
      period,
      ...(custom ? { from, to } : {}),
      category: isCategory(category) ? category : undefined,
      page,
      pageSize: bettingPageSize,
      language,
    },
    { enabled: !rangeProblem },
  );
  // Any filter change starts again at page 1.
  const filterChanged = (apply: () => void) => {
    apply();
    setPage(1);
  };
  const data = records.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.pageInfo.total / bettingPageSize)) : 1;
  return (
    <div data-testid="betting-records-page" className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-4">
        <PeriodPicker
          legend={t('period')}
          periods={profitPeriods}
          value={period}
          onChange={(next) => filterChanged(() => setPeriod(next))}
          labelOf={(option) => t(`periods.${option}`)}
          testIdPrefix="betting-period"
        />
        <div className="grid grid-cols-2 gap-3 md:grid-cols-3">
          {custom ? (
            <DateRangeFields
              from={from}
              to={to}
              today={today}
              onFromChange={(value) => filterChanged(() => setFrom(value))}
              onToChange={(value) => filterChanged(() => setTo(value))}
              labels={{ from: t('from'), to: t('to') }}
              testIdPrefix="betting"
            />
          ) : null}
          <SelectField
            label={t('category')}
            value={category}
            onChange={(value) => filterChanged(() => setCategory(value))}
            options={[
              { value: allCategories, label: t('allCategories') },
              ...gameCategoryCodes.map((code) => ({ value: code, label: t(`common:categories.${code}`) })),
            ]}
            testId="betting-category"
            className="col-span-2 md:col-span-1"
          />
        </div>
        <p data-testid="betting-range" className="text-xs text-muted">
          {data && !rangeProblem
            ? t('range', { from: data.from, to: data.to, offset: formatGmtOffset(gmtOffsetMinutes) })
            : t('timeZone', { offset: formatGmtOffset(gmtOffsetMinutes) })}
        </p>
      </div>

      <ReportStates
        query={records}
        rangeProblem={rangeProblem}
        testIdPrefix="betting"
        gapClass="gap-4"
        placeholder={
          <div data-testid="betting-loading" className="flex flex-col gap-2">
            <div className="grid grid-cols-2 gap-2 md:grid-cols-5">
              {[1, 2, 3, 4, 5].map((key) => (
                <Skeleton key={key} className="h-20" />
              ))}
            </div>
            {[1, 2, 3, 4].map((key) => (
              <Skeleton key={key} className="h-16" />
            ))}
          </div>
        }
      >
        {(loaded) => (
          <>
            <BettingTotals totals={loaded.totals} decimals={currencyDecimals} />
            {loaded.records.length === 0 ? (
              <div data-testid="betting-empty">
                <EmptyState
                  icon={<ListIcon className="size-6" />}
                  title={t('emptyTitle')}
                  body={t('emptyBody')}
                />
              </div>
            ) : (
              <>
                <BettingRecordList
                  records={loaded.records}
                  decimals={currencyDecimals}
                  gmtOffsetMinutes={gmtOffsetMinutes}
                />
                <PageNav
                  label={t('paging')}
                  page={page}
                  pageCount={pageCount}
                  total={loaded.pageInfo.total}
                  onPage={setPage}
                  testId="betting"
                />
              </>
            )}
          </>
        )}
      </ReportStates>
    </div>
  );
}
