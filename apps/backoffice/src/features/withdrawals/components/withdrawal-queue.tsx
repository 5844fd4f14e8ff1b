import { withdrawalQueueFilters } from '@gaming/contracts/withdrawals';
import { SearchIcon } from '@gaming/ui/icons';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonStyles, inputStyles } from '../../../components/button-styles';
import { Pager } from '../../../components/pager';
import { QueryStates } from '../../../components/query-states';
import { tableStyles } from '../../../components/table-styles';
import { formatDateTime } from '../../../lib/format-date';
import { formatMoney } from '../../../lib/format-money';
import { useWithdrawalQueue } from '../api/list-withdrawals';
import { maximumMemberLength, type WithdrawalQueueFilter } from '../lib/queue-filter';
import { WithdrawalStatusBadge } from './withdrawal-status-badge';

function FilterForm({
  filter,
  onFilter,
}: {
  filter: WithdrawalQueueFilter;
  onFilter: (next: Partial<WithdrawalQueueFilter>) => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState({
    status: filter.status,
    member: filter.member,
    from: filter.from,
    to: filter.to,
  });
  useEffect(() => {
    setDraft({ status: filter.status, member: filter.member, from: filter.from, to: filter.to });
  }, [filter.status, filter.member, filter.from, filter.to]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onFilter({ ...draft, member: draft.member.trim(), page: 1 });
  };
  return (
    <form
      aria-label={t('withdrawals.filters.label')}
      onSubmit={submit}
      className="grid gap-3 rounded-lg border border-border bg-surface p-3 sm:grid-cols-2 lg:grid-cols-5 lg:items-end"
    >
      <label className="flex min-w-0 flex-col gap-1.5">
        <span className="font-semibold">{t('withdrawals.filters.status')}</span>
        <select
          data-testid="withdrawal-filter-status"
          className={inputStyles}
          value={draft.status}
          onChange={(event) =>
            setDraft({ ...draft, status: event.target.value as WithdrawalQueueFilter['status'] })
          }
        >
          <option value="">{t('withdrawals.filters.allStatuses')}</option>
          {withdrawalQueueFilters.map((status) => (
            <option key={status} value={status}>
              {status === 'claims' ? t('withdrawals.filters.claims') : t(`withdrawals.statuses.${status}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="flex min-w-0 flex-col gap-1.5">
        <span className="font-semibold">{t('withdrawals.filters.member')}</span>
        <input
          type="search"
          data-testid="withdrawal-filter-member"
          className={inputStyles}
          maxLength={maximumMemberLength}
          value={draft.member}
          onChange={(event) => setDraft({ ...draft, member: event.target.value })}
        />
      </label>
      <label className="flex min-w-0 flex-col gap-1.5">
        <span className="font-semibold">{t('withdrawals.filters.from')}</span>
        <input
          type="date"
          className={inputStyles}
          value={draft.from}
          onChange={(event) => setDraft({ ...draft, from: event.target.value })}
        />
      </label>
      <label className="flex min-w-0 flex-col gap-1.5">
        <span className="font-semibold">{t('withdrawals.filters.to')}</span>
        <input
          type="date"
          className={inputStyles}
          value={draft.to}
          onChange={(event) => setDraft({ ...draft, to: event.target.value })}
        />
      </label>
      <button type="submit" data-testid="withdrawal-filter-submit" className={buttonStyles.primary}>
        <SearchIcon className="size-4" />
        {t('withdrawals.filters.apply')}
      </button>
    </form>
  );
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
      <FilterForm filter={filter} onFilter={onFilter} />
      <QueryStates
        query={queue}
        isEmpty={(data) => data.withdrawals.length === 0}
        empty={{ title: t('withdrawals.queue.emptyTitle'), body: t('withdrawals.queue.emptyBody') }}
      >
        {(data) => (
          <div className={tableStyles.wrapper}>
            <table data-testid="withdrawal-queue" className={tableStyles.table}>
              <caption className="sr-only">{t('withdrawals.queue.caption')}</caption>
              <thead className={tableStyles.head}>
                <tr>
                  <th className={tableStyles.headCell}>{t('withdrawals.fields.requestedAt')}</th>
                  <th className={tableStyles.headCell}>{t('withdrawals.fields.member')}</th>
                  <th className={`${tableStyles.headCell} md:text-end`}>{t('withdrawals.fields.amount')}</th>
                  <th className={tableStyles.headCell}>{t('withdrawals.fields.bank')}</th>
                  <th className={tableStyles.headCell}>{t('withdrawals.fields.status')}</th>
                  <th className={tableStyles.headCell}>
                    <span className="sr-only">{t('withdrawals.queue.open')}</span>
                  </th>
                </tr>
              </thead>
              <tbody className={tableStyles.body}>
                {data.withdrawals.map((row) => (
                  <tr
                    key={row.id}
                    data-testid="withdrawal-row"
                    data-withdrawal-id={row.id}
                    className={tableStyles.row}
                  >
                    <td className={tableStyles.cell} data-label={t('withdrawals.fields.requestedAt')}>
                      {formatDateTime(row.createdAt, data.gmtOffsetMinutes)}
                    </td>
                    <td className={tableStyles.cell} data-label={t('withdrawals.fields.member')}>
                      {row.memberAccount}
                    </td>
                    <td
                      className={`${tableStyles.numberCell} font-semibold`}
                      data-label={t('withdrawals.fields.amount')}
                    >
                      {formatMoney(row.amountMinor, data)}
                    </td>
                    <td className={tableStyles.cell} data-label={t('withdrawals.fields.bank')}>
                      {row.bankName}
                    </td>
                    <td className={tableStyles.cell} data-label={t('withdrawals.fields.status')}>
                      <WithdrawalStatusBadge status={row.status} forced={row.forced} />
                    </td>
                    <td className={tableStyles.wideCell}>
                      <Link
                        to={`/withdrawals/${row.id}`}
                        data-testid="withdrawal-open"
                        className={`${buttonStyles.secondary} ${buttonStyles.small}`}
                      >
                        {t('withdrawals.queue.open')}
                      </Link>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </QueryStates>
      {/* The pager stays under an empty page too, so a page past the end can be left. */}
      {queue.data ? (
        <Pager
          pageInfo={queue.data.pageInfo}
          disabled={queue.isFetching}
          onPageChange={(page) => onFilter({ page })}
          onPageSizeChange={(pageSize) => onFilter({ pageSize, page: 1 })}
        />
      ) : null}
    </div>
  );
}
