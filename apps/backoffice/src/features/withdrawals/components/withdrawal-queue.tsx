import type { AdminWithdrawal, AdminWithdrawalsResponse } from '@gaming/contracts/withdrawals';
import { withdrawalQueueFilters } from '@gaming/contracts/withdrawals';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonStyles } from '../../../components/button-styles';
import { type DataColumn, DataTable } from '../../../components/data-table';
import { FilterForm, FilterInput, FilterSelect, FilterSubmit } from '../../../components/filter-form';
import { Pager } from '../../../components/pager';
import { QueryStates } from '../../../components/query-states';
import { formatDateTime } from '../../../lib/format-date';
import { formatMoney } from '../../../lib/format-money';
import { useDraft } from '../../../lib/use-draft';
import { useWithdrawalQueue } from '../api/list-withdrawals';
import { maximumMemberLength, type WithdrawalQueueFilter } from '../lib/queue-filter';
import { WithdrawalStatusBadge } from './withdrawal-status-badge';

function QueueFilterForm({
  filter,
  onFilter,
}: {
  filter: WithdrawalQueueFilter;
  onFilter: (next: Partial<WithdrawalQueueFilter>) => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useDraft({
    status: filter.status,
    member: filter.member,
    from: filter.from,
    to: filter.to,
  });
  return (
    <FilterForm
      label={t('withdrawals.filters.label')}
      layout="sm:grid-cols-2 lg:grid-cols-5 lg:items-end"
      onApply={() => onFilter({ ...draft, member: draft.member.trim(), page: 1 })}
    >
      <FilterSelect
        label={t('withdrawals.filters.status')}
        testId="withdrawal-filter-status"
        value={draft.status}
        onValueChange={(status) => setDraft({ status })}
        anyLabel={t('withdrawals.filters.allStatuses')}
        options={withdrawalQueueFilters}
        optionLabel={(status) =>
          status === 'claims' ? t('withdrawals.filters.claims') : t(`withdrawals.statuses.${status}`)
        }
      />
      <FilterInput
        label={t('withdrawals.filters.member')}
        testId="withdrawal-filter-member"
        maxLength={maximumMemberLength}
        value={draft.member}
        onValueChange={(member) => setDraft({ member })}
      />
      <FilterInput
        label={t('withdrawals.filters.from')}
        type="date"
        value={draft.from}
        onValueChange={(from) => setDraft({ from })}
      />
      <FilterInput
        label={t('withdrawals.filters.to')}
        type="date"
        value={draft.to}
        onValueChange={(to) => setDraft({ to })}
      />
      <FilterSubmit testId="withdrawal-filter-submit">{t('withdrawals.filters.apply')}</FilterSubmit>
    </FilterForm>
  );
}

function queueColumns(t: TFunction, data: AdminWithdrawalsResponse): DataColumn<AdminWithdrawal>[] {
  return [
    {
      header: t('withdrawals.fields.requestedAt'),
      cell: (row) => formatDateTime(row.createdAt, data.gmtOffsetMinutes),
    },
    { header: t('withdrawals.fields.member'), cell: (row) => row.memberAccount },
    {
      header: t('withdrawals.fields.amount'),
      kind: 'number',
      className: 'font-semibold',
      cell: (row) => formatMoney(row.amountMinor, data),
    },
    { header: t('withdrawals.fields.bank'), cell: (row) => row.bankName },
    {
      header: t('withdrawals.fields.status'),
      cell: (row) => <WithdrawalStatusBadge status={row.status} forced={row.forced} />,
    },
    {
      header: t('withdrawals.queue.open'),
      hideHeader: true,
      kind: 'wide',
      cell: (row) => (
        <Link
          to={`/withdrawals/${row.id}`}
          data-testid="withdrawal-open"
          className={`${buttonStyles.secondary} ${buttonStyles.small}`}
        >
          {t('withdrawals.queue.open')}
        </Link>
      ),
    },
  ];
}

/** The finance queue: newest first, filtered by status (or all claims), member and brand-local dates. */
export function WithdrawalQueue({
  filter,
  onFilter,
}: {
  filter: WithdrawalQueueFilter;
  onFilter: (next: Partial<WithdrawalQueueFilter>) => void;
}) {
  const { t } = useTranslation();
  const queue = useWithdrawalQueue(filter);
  return (
    <div className="flex flex-col gap-3">
      <QueueFilterForm filter={filter} onFilter={onFilter} />
      <QueryStates
        query={queue}
        isEmpty={(data) => data.withdrawals.length === 0}
        empty={{ title: t('withdrawals.queue.emptyTitle'), body: t('withdrawals.queue.emptyBody') }}
      >
        {(data) => (
          <DataTable
            testId="withdrawal-queue"
            caption={t('withdrawals.queue.caption')}
            columns={queueColumns(t, data)}
            rows={data.withdrawals}
            rowKey={(row) => row.id}
            rowTestId="withdrawal-row"
            rowAttributes={(row) => ({ 'data-withdrawal-id': row.id })}
          />
        )}
      </QueryStates>
      {/* The pager stays under an empty page too, so a page past the end can be left. */}
      {queue.data ? (
        <Pager pageInfo={queue.data.pageInfo} disabled={queue.isFetching} onChange={onFilter} />
      ) : null}
    </div>
  );
}
