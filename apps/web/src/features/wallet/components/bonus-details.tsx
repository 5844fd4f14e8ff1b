import { maximumProfitRangeDays } from '@gaming/contracts/profit-periods';
import { GiftIcon } from '@gaming/ui/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { SelectField, TextField } from '../../../components/form-field';
import { PageNav } from '../../../components/page-nav';
import { Skeleton } from '../../../components/skeleton';
import { addDays, brandDate, formatBrandIso, formatGmtOffset } from '../../../lib/brand-time';
import { useMediaQuery } from '../../../lib/use-media-query';
import { useBonusDetails } from '../api/get-bonus-details';
import { formatMoney, formatSignedMoney, toMinor } from '../lib/money';
import { rangeDays } from '../lib/profit-range';
import type { BonusLine } from '../lib/profit-types';

export const bonusPageSize = 20;
/** The default range, as the server's: the last 30 brand-local days, today included. */
const defaultRangeDays = 30;
const allTypes = 'all';
type TypeFilter = 'all' | 'bonus' | 'rebate';

/**
 * Bonus details (bonusDetails): every bonus and rebate line of the main wallet in a range of brand-local
 * days, with the total over the whole filter, paged.
 */
export function BonusDetails({
  gmtOffsetMinutes,
  currencyDecimals,
}: {
  gmtOffsetMinutes: number;
  currencyDecimals: number;
}) {
  const { t } = useTranslation(['wallet', 'common']);
  const [today] = useState(() => brandDate(Date.now(), gmtOffsetMinutes));
  const [from, setFrom] = useState(() => addDays(today, 1 - defaultRangeDays));
  const [to, setTo] = useState(today);
  const [type, setType] = useState<TypeFilter>(allTypes);
  const [page, setPage] = useState(1);
  const days = rangeDays(from, to);
  const rangeProblem =
    days === 0
      ? t('records.rangeInvalid')
      : days > maximumProfitRangeDays
        ? t('profit.rangeTooLong', { count: maximumProfitRangeDays })
        : null;
  const details = useBonusDetails(
    { from, to, type: type === allTypes ? undefined : type, page, pageSize: bonusPageSize },
    { enabled: !rangeProblem },
  );
  const filterChanged = (apply: () => void) => {
    apply();
    setPage(1);
  };
  const data = details.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.pageInfo.total / bonusPageSize)) : 1;
  return (
    <div data-testid="bonus-details-page" className="flex flex-col gap-4">
      <div className="grid grid-cols-2 gap-3 rounded-xl border border-border bg-surface p-4 md:grid-cols-[1fr_1fr_1.3fr]">
        <TextField
          label={t('records.from')}
          type="date"
          value={from}
          max={to || today}
          onChange={(value) => filterChanged(() => setFrom(value))}
          testId="bonus-from"
        />
        <TextField
          label={t('records.to')}
          type="date"
          value={to}
          min={from || undefined}
          max={today}
          onChange={(value) => filterChanged(() => setTo(value))}
          testId="bonus-to"
        />
        <SelectField
          label={t('records.type')}
          value={type}
          onChange={(value) => filterChanged(() => setType(value as TypeFilter))}
          options={[
            { value: allTypes, label: t('records.allTypes') },
            { value: 'bonus', label: t('bonus.types.bonus') },
            { value: 'rebate', label: t('bonus.types.rebate') },
          ]}
          testId="bonus-type"
          className="col-span-2 md:col-span-1"
        />
        <p className="col-span-2 text-xs text-muted md:col-span-3">
          {t('records.timeZone', { offset: formatGmtOffset(gmtOffsetMinutes) })}
        </p>
      </div>

      {rangeProblem ? (
        <p role="alert" data-testid="bonus-range-error" className="text-sm text-danger">
          {rangeProblem}
        </p>
      ) : details.isError && !data ? (
        <ErrorState error={details.error} onRetry={() => void details.refetch()} />
      ) : !data ? (
        <div className="flex flex-col gap-2" data-testid="bonus-loading">
          {[1, 2, 3, 4].map((key) => (
            <Skeleton key={key} className="h-14" />
          ))}
        </div>
      ) : (
        <div
          aria-busy={details.isFetching}
          className={`flex flex-col gap-3 transition-opacity ${details.isPlaceholderData ? 'opacity-60' : ''}`}
        >
          <dl className="grid grid-cols-2 gap-2 sm:max-w-md">
            <div className="rounded-xl border border-border bg-surface p-4">
              <dt className="text-sm text-muted">{t('bonus.total')}</dt>
              <dd
                data-testid="bonus-total"
                className={`mt-1 truncate text-2xl font-extrabold tabular-nums ${
                  (toMinor(data.totalAmountMinor) ?? 0n) < 0n ? 'text-danger' : 'text-success'
                }`}
              >
                {formatMoney(data.totalAmountMinor, currencyDecimals)}
              </dd>
            </div>
            <div className="rounded-xl border border-border bg-surface p-4">
              <dt className="text-sm text-muted">{t('bonus.count')}</dt>
              <dd data-testid="bonus-count" className="mt-1 text-2xl font-extrabold tabular-nums">
                {data.pageInfo.total}
              </dd>
            </div>
          </dl>
          {data.records.length === 0 ? (
            <div data-testid="bonus-empty">
              <EmptyState
                icon={<GiftIcon className="size-6" />}
                title={t('bonus.emptyTitle')}
                body={t('bonus.emptyBody')}
              />
            </div>
          ) : (
            <>
              <BonusLines
                lines={data.records}
                decimals={currencyDecimals}
                gmtOffsetMinutes={gmtOffsetMinutes}
              />
              <PageNav
                label={t('bonus.paging')}
                page={page}
                pageCount={pageCount}
                total={data.pageInfo.total}
                onPage={setPage}
                testId="bonus"
              />
            </>
          )}
        </div>
      )}
    </div>
  );
}

function BonusLines({
  lines,
  decimals,
  gmtOffsetMinutes,
}: {
  lines: BonusLine[];
  decimals: number;
  gmtOffsetMinutes: number;
}) {
  const { t } = useTranslation(['wallet', 'common']);
  const wide = useMediaQuery('(min-width: 48rem)');
  const rows = lines.map((line) => ({
    line,
    type: t(`bonus.types.${line.type}`),
    amount: formatSignedMoney(line.amountMinor, decimals),
    tone: (toMinor(line.amountMinor) ?? 0n) < 0n ? 'text-danger' : 'text-success',
    balanceAfter: formatMoney(line.balanceAfterMinor, decimals),
    time: formatBrandIso(line.createdAt, gmtOffsetMinutes),
    reference: line.reference ?? '—',
  }));
  if (!wide) {
    return (
      <ul data-testid="bonus-lines" data-layout="cards" className="flex flex-col gap-2">
        {rows.map((row) => (
          <li
            key={row.line.id}
            data-testid="bonus-line"
            className="rounded-lg border border-border bg-surface p-3"
          >
            <div className="flex items-baseline justify-between gap-3">
              <span data-testid="bonus-line-type" className="font-semibold">
                {row.type}
              </span>
              <span data-testid="bonus-line-amount" className={`font-bold tabular-nums ${row.tone}`}>
                {row.amount}
              </span>
            </div>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-xs">
              <dt className="text-muted">{t('records.columns.balanceAfter')}</dt>
              <dd className="text-end tabular-nums">{row.balanceAfter}</dd>
              <dt className="text-muted">{t('records.columns.time')}</dt>
              <dd data-testid="bonus-line-time" className="text-end tabular-nums">
                {row.time}
              </dd>
              <dt className="text-muted">{t('records.columns.reference')}</dt>
              <dd className="min-w-0 truncate text-end font-mono">{row.reference}</dd>
            </dl>
          </li>
        ))}
      </ul>
    );
  }
  const headClass = 'px-3 py-2.5 text-start text-xs font-semibold text-muted';
  const cellClass = 'px-3 py-2.5';
  return (
    <div className="overflow-x-auto rounded-lg border border-border">
      <table data-testid="bonus-lines" data-layout="table" className="w-full text-sm">
        <caption className="sr-only">{t('bonus.caption')}</caption>
        <thead className="bg-surface-2">
          <tr>
            <th scope="col" className={headClass}>
              {t('records.columns.time')}
            </th>
            <th scope="col" className={headClass}>
              {t('records.columns.type')}
            </th>
            <th scope="col" className={`${headClass} text-end`}>
              {t('records.columns.amount')}
            </th>
            <th scope="col" className={`${headClass} text-end`}>
              {t('records.columns.balanceAfter')}
            </th>
            <th scope="col" className={headClass}>
              {t('records.columns.reference')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border bg-surface">
          {rows.map((row) => (
            <tr key={row.line.id} data-testid="bonus-line">
              <td data-testid="bonus-line-time" className={`${cellClass} whitespace-nowrap tabular-nums`}>
                {row.time}
              </td>
              <td data-testid="bonus-line-type" className={cellClass}>
                {row.type}
              </td>
              <td
                data-testid="bonus-line-amount"
                className={`${cellClass} text-end font-semibold whitespace-nowrap tabular-nums ${row.tone}`}
              >
                {row.amount}
              </td>
              <td className={`${cellClass} text-end whitespace-nowrap tabular-nums`}>{row.balanceAfter}</td>
              <td
                title={row.reference}
                className={`${cellClass} max-w-48 truncate font-mono text-xs text-muted`}
              >
                {row.reference}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
