import { maximumProfitRangeDays } from '@gaming/contracts/profit-periods';
import { GiftIcon } from '@gaming/ui/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { PageNav } from '../../../components/page-nav';
import { ListSkeleton, ReportStates } from '../../../components/report-states';
import { formatBrandIso } from '../../../lib/brand-time';
import { useBonusDetails } from '../api/get-bonus-details';
import { usePagedRange } from '../hooks/use-paged-range';
import { formatMoney, formatSignedMoney, toMinor } from '../lib/money';
import { rangeDays } from '../lib/profit-range';
import type { BonusLine } from '../lib/profit-types';
import { LedgerLineList, type LedgerRow } from './ledger-line-list';
import { allTypes, RecordFilters } from './record-filters';

export const bonusPageSize = 20;
/** The default range, as the server's: the last 30 brand-local days, today included. */
const defaultRangeDays = 30;
type TypeFilter = typeof allTypes | 'bonus' | 'rebate';

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
  const range = usePagedRange(gmtOffsetMinutes, defaultRangeDays);
  const { from, to, page, setPage, filterChanged } = range;
  const [type, setType] = useState<TypeFilter>(allTypes);
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
  return (
    <div data-testid="bonus-details-page" className="flex flex-col gap-4">
      <RecordFilters
        range={range}
        type={type}
        onTypeChange={(value) => filterChanged(() => setType(value as TypeFilter))}
        typeOptions={[
          { value: 'bonus', label: t('bonus.types.bonus') },
          { value: 'rebate', label: t('bonus.types.rebate') },
        ]}
        gmtOffsetMinutes={gmtOffsetMinutes}
        testIdPrefix="bonus"
      />

      <ReportStates
        query={details}
        rangeProblem={rangeProblem}
        testIdPrefix="bonus"
        placeholder={<ListSkeleton testId="bonus-loading" />}
      >
        {(data) => (
          <>
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
                  pageCount={Math.max(1, Math.ceil(data.pageInfo.total / bonusPageSize))}
                  total={data.pageInfo.total}
                  onPage={setPage}
                  testId="bonus"
                />
              </>
            )}
          </>
        )}
      </ReportStates>
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
  const rows = lines.map(
    (line): LedgerRow => ({
      id: line.id,
      type: t(`bonus.types.${line.type}`),
      amount: formatSignedMoney(line.amountMinor, decimals),
      amountClass: (toMinor(line.amountMinor) ?? 0n) < 0n ? 'text-danger' : 'text-success',
      balanceAfter: formatMoney(line.balanceAfterMinor, decimals),
      time: formatBrandIso(line.createdAt, gmtOffsetMinutes),
      reference: line.reference ?? '—',
    }),
  );
  return (
    <LedgerLineList
      rows={rows}
      caption={t('bonus.caption')}
      showStatus={false}
      testIds={{ list: 'bonus-lines', line: 'bonus-line', cell: 'bonus-line' }}
    />
  );
}
