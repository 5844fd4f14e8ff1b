import { agentContractKinds } from '@gaming/contracts/agent-contracts';
import { maximumAgentRangeDays } from '@gaming/contracts/agents';
import { CoinIcon } from '@gaming/ui/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangeFields } from '../../../components/date-range-fields';
import { EmptyState } from '../../../components/empty-state';
import { SelectField } from '../../../components/form-field';
import { PageNav } from '../../../components/page-nav';
import { ListSkeleton, ReportStates } from '../../../components/report-states';
import { formatGmtOffset } from '../../../lib/brand-time';
import { useBrandDayRange } from '../../../lib/use-brand-day-range';
import { useSettlementWindows } from '../api/get-settlement-windows';
import { brandDayEndIso, brandDayStartIso } from '../lib/brand-days';
import type { AgentContractKind } from '../lib/contract-types';
import type { ContractBrand } from './contract-page';
import { SettlementWindowTable } from './settlement-window-table';

const pageSize = 20;
const allKinds = 'all';

/**
 * My income (spec §2): every settled window of the agent's own contracts in a range of brand days (by the
 * window's start), paid or waiting for its payer's funds, with totals over all pages of the filter.
 */
export function MyIncome({ brand, gmtOffsetMinutes }: { brand: ContractBrand; gmtOffsetMinutes: number }) {
  const { t } = useTranslation('agent');
  const range = useBrandDayRange(gmtOffsetMinutes, maximumAgentRangeDays);
  const { from, to, today, page, setPage, changed, problem } = range;
  const [kind, setKind] = useState<AgentContractKind | typeof allKinds>(allKinds);
  const windows = useSettlementWindows(
    'income',
    {
      kind: kind === allKinds ? undefined : kind,
      from: problem ? undefined : brandDayStartIso(from, gmtOffsetMinutes),
      to: problem ? undefined : brandDayEndIso(to, gmtOffsetMinutes),
      page,
      pageSize,
    },
    { enabled: problem === null },
  );
  return (
    <div data-testid="my-income" className="flex flex-col gap-4">
      <div className="grid grid-cols-2 gap-3 rounded-xl border border-border bg-surface p-4 md:grid-cols-3">
        <DateRangeFields
          from={from}
          to={to}
          today={today}
          onFromChange={range.setFrom}
          onToChange={range.setTo}
          labels={{ from: t('agentCentre.period.from'), to: t('agentCentre.period.to') }}
          testIdPrefix="income"
        />
        <SelectField
          label={t('agentCentre.windows.kind')}
          value={kind}
          onChange={(value) => changed(() => setKind(value as AgentContractKind | typeof allKinds))}
          options={[
            { value: allKinds, label: t('agentCentre.windows.allKinds') },
            ...agentContractKinds.map((value) => ({
              value,
              label: t(`agentCentre.contracts.kinds.${value}`),
            })),
          ]}
          testId="income-kind"
          className="col-span-2 md:col-span-1"
        />
        <p className="col-span-2 text-xs text-muted md:col-span-3">
          {t('agentCentre.period.timeZone', { offset: formatGmtOffset(gmtOffsetMinutes) })}
        </p>
      </div>
      <ReportStates
        query={windows}
        rangeProblem={
          problem === 'invalid'
            ? t('agentCentre.period.rangeInvalid')
            : problem === 'tooLong'
              ? t('agentCentre.period.rangeTooLong', { count: maximumAgentRangeDays })
              : null
        }
        testIdPrefix="income"
        placeholder={<ListSkeleton testId="income-loading" />}
      >
        {(data) => (
          <>
            <div className="grid grid-cols-2 gap-3">
              <div className="rounded-xl border border-border bg-surface p-4">
                <p className="text-xs text-muted">
                  {t('agentCentre.windows.paidTotal', { count: data.totals.paidCount })}
                </p>
                <p data-testid="income-paid-total" className="text-xl font-bold tabular-nums">
                  {brand.money(data.totals.paidMinor)}
                </p>
              </div>
              <div className="rounded-xl border border-border bg-surface p-4">
                <p className="text-xs text-muted">
                  {t('agentCentre.windows.pendingTotal', { count: data.totals.pendingCount })}
                </p>
                <p data-testid="income-pending-total" className="text-xl font-bold tabular-nums">
                  {brand.money(data.totals.pendingMinor)}
                </p>
              </div>
            </div>
            {data.windows.length === 0 ? (
              <div data-testid="income-empty">
                <EmptyState
                  icon={<CoinIcon className="size-6" />}
                  title={t('agentCentre.income.emptyTitle')}
                  body={t('agentCentre.income.emptyBody')}
                />
              </div>
            ) : (
              <>
                <SettlementWindowTable
                  windows={data.windows}
                  money={brand.money}
                  time={brand.time}
                  party="payer"
                  testId="income-table"
                  label={t('agentCentre.menu.myIncome')}
                />
                <PageNav
                  label={t('agentCentre.paging', { report: t('agentCentre.menu.myIncome') })}
                  page={page}
                  pageCount={Math.max(1, Math.ceil(data.pageInfo.total / pageSize))}
                  total={data.pageInfo.total}
                  onPage={setPage}
                  testId="income-pages"
                />
              </>
            )}
          </>
        )}
      </ReportStates>
    </div>
  );
}
