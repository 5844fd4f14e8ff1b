import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type DataColumn, DataTable } from '../../../components/data-table';
import { DateTime } from '../../../components/date-time';
import { FilterForm, FilterSelect, FilterSubmit } from '../../../components/filter-form';
import { LoadingState } from '../../../components/loading-state';
import { PagedSection } from '../../../components/paged-section';
import { QueryStates } from '../../../components/query-states';
import { formatMoney, type MoneyFormat } from '../../../lib/format-money';
import { useBrandMoney } from '../../../lib/use-brand-money';
import { useBrandTime } from '../../../lib/use-brand-time';
import { useDraft } from '../../../lib/use-draft';
import { useSettlementWindows } from '../api/settlements';
import { type SettlementWindow, settlementStates } from '../lib/contract-types';
import type { WindowFilter } from '../lib/window-filter';
import { WindowStatusBadge } from './contract-status-badge';

const link = 'font-semibold break-words text-accent-text underline-offset-2 hover:underline';

/** Why a payment is not paid yet, in words: the payer was short, or the run has not finished it. */
export function PendingReason({ window }: { window: SettlementWindow }) {
  const { t } = useTranslation();
  if (window.status === 'paid') return <DateTime value={window.paidAt} />;
  return (
    <span data-testid="window-reason" className="text-sm">
      {window.status === 'pending_funds'
        ? t('agents.contracts.windows.shortOfFunds', {
            payer:
              window.payer.type === 'house' ? t('agents.contracts.offerers.house') : window.payer.account,
            count: window.attempts,
          })
        : t('agents.contracts.windows.notPaidYet')}
    </span>
  );
}

function windowColumns(t: TFunction, money: MoneyFormat): DataColumn<SettlementWindow>[] {
  const party = (memberId: string, account: string): ReactNode => (
    <Link to={`/agents/${memberId}`} className={link}>
      {account}
    </Link>
  );
  return [
    {
      header: t('agents.contracts.fields.holder'),
      cell: (row) => party(row.holder.memberId, row.holder.account),
    },
    {
      header: t('agents.contracts.windows.payer'),
      cell: (row) =>
        row.payer.type === 'house'
          ? t('agents.contracts.offerers.house')
          : party(row.payer.memberId, row.payer.account),
    },
    {
      header: t('agents.contracts.windows.validBetHeader'),
      kind: 'number',
      cell: (row) => formatMoney(row.figures.validBetMinor, money),
    },
    {
      header: t('agents.contracts.windows.netLoss'),
      kind: 'number',
      cell: (row) => formatMoney(row.figures.netLossMinor, money),
    },
    {
      header: t('agents.contracts.windows.activeMembers'),
      kind: 'number',
      cell: (row) => row.figures.activeMembers,
    },
    {
      header: t('agents.contracts.windows.tier'),
      kind: 'number',
      cell: (row) => (row.figures.tierIndex === null ? t('states.none') : row.figures.tierIndex + 1),
    },
    {
      header: t('agents.contracts.windows.amount'),
      kind: 'number',
      className: 'font-semibold',
      cell: (row) => formatMoney(row.amountMinor, money),
    },
    { header: t('agents.contracts.fields.status'), cell: (row) => <WindowStatusBadge status={row.status} /> },
    { header: t('agents.contracts.windows.paidOrWhy'), cell: (row) => <PendingReason window={row} /> },
    {
      header: t('agents.contracts.windows.contract'),
      cell: (row) => (
        <Link to={`/agent-contracts/${row.contractId}`} className={`${link} whitespace-nowrap`}>
          {t('agents.contracts.windows.contractLink', { id: row.contractId })}
        </Link>
      ),
    },
  ];
}

function StatusFilter({
  filter,
  onFilter,
}: {
  filter: WindowFilter;
  onFilter: (next: Partial<WindowFilter>) => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useDraft({ status: filter.status });
  return (
    <FilterForm
      label={t('agents.contracts.windows.filters')}
      layout="sm:grid-cols-[1fr_auto] sm:items-end"
      onApply={() => onFilter({ status: draft.status, page: 1 })}
    >
      <FilterSelect
        label={t('agents.contracts.fields.status')}
        testId="window-filter-status"
        value={draft.status}
        onValueChange={(status) => setDraft({ status })}
        anyLabel={t('agents.contracts.list.anyStatus')}
        options={settlementStates}
        optionLabel={(status) => t(`agents.contracts.windowStatuses.${status}`)}
      />
      <FilterSubmit testId="window-filter-submit">{t('agents.contracts.list.apply')}</FilterSubmit>
    </FilterForm>
  );
}

/** The payments of one settlement run (a kind and a window): totals over every page, then the rows. */
export function SettlementWindows({
  filter,
  onFilter,
}: {
  filter: WindowFilter;
  onFilter: (next: Partial<WindowFilter>) => void;
}) {
  const { t } = useTranslation();
  const money = useBrandMoney();
  const brandTime = useBrandTime();
  const windows = useSettlementWindows(filter);
  return (
    <div className="flex flex-col gap-3">
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-semibold">{t(`agents.contracts.kinds.${filter.kind}`)}</span>
        <DateTime value={filter.windowStart} />
        {windows.data?.windows[0] ? (
          <>
            <span className="text-muted">{t('agents.contracts.runs.until')}</span>
            <DateTime value={windows.data.windows[0].windowEnd} />
          </>
        ) : null}
      </p>
      <StatusFilter filter={filter} onFilter={onFilter} />
      {brandTime.label ? (
        <p className="text-xs text-muted">{t('agents.contracts.runs.timesIn', { zone: brandTime.label })}</p>
      ) : null}
      {!money ? (
        <LoadingState />
      ) : (
        <QueryStates
          query={windows}
          isEmpty={(data) => data.windows.length === 0}
          empty={{ title: t('agents.contracts.windows.emptyTitle') }}
        >
          {(data) => (
            <>
              <dl
                data-testid="window-totals"
                className="grid gap-3 rounded-lg border border-border bg-surface p-3 sm:grid-cols-2"
              >
                <div>
                  <dt className="text-xs font-semibold text-muted">{t('agents.contracts.runs.paid')}</dt>
                  <dd data-testid="window-totals-paid" className="font-semibold tabular-nums">
                    {formatMoney(data.totals.paidMinor, money)} ·{' '}
                    {t('agents.contracts.runs.payments', { count: data.totals.paidCount })}
                  </dd>
                </div>
                <div>
                  <dt className="text-xs font-semibold text-muted">{t('agents.contracts.runs.pending')}</dt>
                  <dd data-testid="window-totals-pending" className="font-semibold tabular-nums">
                    {formatMoney(data.totals.pendingMinor, money)} ·{' '}
                    {t('agents.contracts.runs.payments', { count: data.totals.pendingCount })}
                  </dd>
                </div>
              </dl>
              <PagedSection
                label={t('agents.contracts.windows.caption')}
                busy={windows.isFetching}
                pageInfo={data.pageInfo}
                onPageChange={onFilter}
              >
                <DataTable
                  testId="settlement-windows"
                  caption={t('agents.contracts.windows.caption')}
                  columns={windowColumns(t, money)}
                  rows={data.windows}
                  rowKey={(row) => `${row.contractId}-${row.windowStart}`}
                  rowTestId="settlement-window"
                  rowAttributes={(row) => ({ 'data-status': row.status, 'data-holder': row.holder.account })}
                />
              </PagedSection>
            </>
          )}
        </QueryStates>
      )}
    </div>
  );
}
