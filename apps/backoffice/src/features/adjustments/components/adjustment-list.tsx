import type { Adjustment, BrandMoney } from '@gaming/contracts/adjustments';
import { CheckIcon, CloseIcon, SearchIcon } from '@gaming/ui/icons';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonStyles, inputStyles } from '../../../components/button-styles';
import { Pager } from '../../../components/pager';
import { QueryStates } from '../../../components/query-states';
import { tableStyles } from '../../../components/table-styles';
import { formatDateTime } from '../../../lib/format-date';
import { formatMoney } from '../../../lib/format-money';
import { useAdjustments } from '../api/list-adjustments';
import { type AdjustmentFilter, maximumNameLength } from '../lib/adjustment-filter';
import { adjustmentStatuses } from '../lib/adjustment-values';
import { AdjustmentStatusBadge } from './adjustment-status-badge';
import { DecideAdjustmentDialog, type Decision } from './decide-adjustment-dialog';

export type DecisionRights = { staffId: string; canApprove: boolean };

function FilterForm({
  filter,
  onFilter,
}: {
  filter: AdjustmentFilter;
  onFilter: (next: Partial<AdjustmentFilter>) => void;
}) {
  const { t } = useTranslation();
  const pick = (value: AdjustmentFilter) => ({
    status: value.status,
    memberAccount: value.memberAccount,
    requestedBy: value.requestedBy,
    from: value.from,
    to: value.to,
  });
  const [draft, setDraft] = useState(pick(filter));
  useEffect(() => {
    setDraft({
      status: filter.status,
      memberAccount: filter.memberAccount,
      requestedBy: filter.requestedBy,
      from: filter.from,
      to: filter.to,
    });
  }, [filter.status, filter.memberAccount, filter.requestedBy, filter.from, filter.to]);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onFilter({
      ...draft,
      memberAccount: draft.memberAccount.trim(),
      requestedBy: draft.requestedBy.trim(),
      page: 1,
    });
  };
  const text = (key: 'memberAccount' | 'requestedBy', testId: string, label: string) => (
    <label className="flex min-w-0 flex-col gap-1.5">
      <span className="font-semibold">{label}</span>
      <input
        type="search"
        data-testid={testId}
        className={inputStyles}
        maxLength={maximumNameLength}
        autoCapitalize="none"
        spellCheck={false}
        value={draft[key]}
        onChange={(event) => setDraft({ ...draft, [key]: event.target.value })}
      />
    </label>
  );
  return (
    <search>
      <form
        data-testid="adjustment-filter-form"
        onSubmit={onSubmit}
        className="grid gap-3 rounded-lg border border-border bg-surface p-3 sm:grid-cols-2 xl:grid-cols-[repeat(5,minmax(0,1fr))_auto] xl:items-end"
      >
        <label className="flex min-w-0 flex-col gap-1.5">
          <span className="font-semibold">{t('adjustments.filters.status')}</span>
          <select
            data-testid="adjustment-filter-status"
            className={inputStyles}
            value={draft.status}
            onChange={(event) =>
              setDraft({ ...draft, status: event.target.value as AdjustmentFilter['status'] })
            }
          >
            <option value="">{t('adjustments.filters.anyStatus')}</option>
            {adjustmentStatuses.map((status) => (
              <option key={status} value={status}>
                {t(`adjustments.statuses.${status}`)}
              </option>
            ))}
          </select>
        </label>
        {text('memberAccount', 'adjustment-filter-member', t('adjustments.filters.member'))}
        {text('requestedBy', 'adjustment-filter-requester', t('adjustments.filters.requester'))}
        <label className="flex min-w-0 flex-col gap-1.5">
          <span className="font-semibold">{t('adjustments.filters.from')}</span>
          <input
            type="date"
            data-testid="adjustment-filter-from"
            className={inputStyles}
            value={draft.from}
            onChange={(event) => setDraft({ ...draft, from: event.target.value })}
          />
        </label>
        <label className="flex min-w-0 flex-col gap-1.5">
          <span className="font-semibold">{t('adjustments.filters.to')}</span>
          <input
            type="date"
            data-testid="adjustment-filter-to"
            className={inputStyles}
            value={draft.to}
            onChange={(event) => setDraft({ ...draft, to: event.target.value })}
          />
        </label>
        <button type="submit" data-testid="adjustment-filter-submit" className={buttonStyles.primary}>
          <SearchIcon className="size-4" />
          {t('adjustments.filters.submit')}
        </button>
      </form>
    </search>
  );
}

function When({ value, brand }: { value: string | null; brand: BrandMoney }) {
  if (!value) return null;
  return (
    <time dateTime={value} className="text-xs whitespace-nowrap text-muted tabular-nums">
      {formatDateTime(value, brand.gmtOffsetMinutes)}
    </time>
  );
}

function Actions({
  adjustment,
  rights,
  onDecide,
}: {
  adjustment: Adjustment;
  rights: DecisionRights;
  onDecide: (decision: Decision) => void;
}) {
  const { t } = useTranslation();
  if (adjustment.status !== 'pending_approval') return null;
  if (!rights.canApprove)
    return <span className="text-xs text-muted">{t('adjustments.awaitingApprover')}</span>;
  // The requester sees why there is nothing to press; the server refuses them anyway.
  if (adjustment.requestedBy.id === rights.staffId)
    return (
      <span data-testid="adjustment-own-request" className="text-xs text-muted">
        {t('adjustments.ownRequest')}
      </span>
    );
  return (
    <span className="flex flex-wrap justify-end gap-2 md:justify-start">
      <button
        type="button"
        data-testid="adjustment-approve"
        className={`${buttonStyles.primary} ${buttonStyles.small}`}
        onClick={() => onDecide('approve')}
      >
        <CheckIcon className="size-4" />
        {t('adjustments.approve')}
      </button>
      <button
        type="button"
        data-testid="adjustment-reject"
        className={`${buttonStyles.danger} ${buttonStyles.small}`}
        onClick={() => onDecide('reject')}
      >
        <CloseIcon className="size-4" />
        {t('adjustments.reject')}
      </button>
    </span>
  );
}

function AdjustmentRow({
  adjustment,
  brand,
  rights,
  onDecide,
}: {
  adjustment: Adjustment;
  brand: BrandMoney;
  rights: DecisionRights;
  onDecide: (decision: Decision) => void;
}) {
  const { t } = useTranslation();
  const signed = adjustment.direction === 'credit' ? adjustment.amountMinor : `-${adjustment.amountMinor}`;
  return (
    <tr
      data-testid="adjustment-row"
      data-adjustment-id={adjustment.id}
      data-status={adjustment.status}
      className={tableStyles.row}
    >
      <td className={tableStyles.cell} data-label={t('adjustments.fields.requested')}>
        <span className="flex flex-col items-end md:items-start">
          <span className="font-semibold break-all">{adjustment.requestedBy.username}</span>
          <When value={adjustment.requestedAt} brand={brand} />
        </span>
      </td>
      <td className={tableStyles.cell} data-label={t('adjustments.fields.member')}>
        <Link
          to={`/members/${adjustment.memberId}`}
          className="font-semibold break-all text-accent-text underline-offset-2 hover:underline"
        >
          {adjustment.memberAccount}
        </Link>
      </td>
      <td className={tableStyles.cell} data-label={t('adjustments.fields.type')}>
        <span className="flex flex-col items-end md:items-start">
          <span>{t(`adjustments.directions.${adjustment.direction}`)}</span>
          <span className="text-xs text-muted">{t(`adjustments.kinds.${adjustment.kind}`)}</span>
        </span>
      </td>
      <td
        className={`${tableStyles.numberCell} font-semibold ${adjustment.direction === 'credit' ? 'text-success' : ''}`}
        data-label={t('adjustments.fields.amount')}
        data-testid="adjustment-amount-cell"
      >
        {formatMoney(signed, brand, { signed: true, withCurrency: false })}
      </td>
      <td className={tableStyles.cell} data-label={t('adjustments.fields.reason')}>
        <span className="line-clamp-2 max-w-64 break-words" title={adjustment.reason}>
          {adjustment.reason}
        </span>
      </td>
      <td className={tableStyles.cell} data-label={t('adjustments.fields.status')}>
        <span className="flex flex-col items-end gap-1 md:items-start">
          <AdjustmentStatusBadge status={adjustment.status} />
          {adjustment.decidedBy ? (
            <span className="text-xs text-muted">
              {t('adjustments.decidedBy', { name: adjustment.decidedBy.username })}
            </span>
          ) : null}
          {adjustment.rejectionReason ? (
            <span className="max-w-64 text-xs break-words text-muted">{adjustment.rejectionReason}</span>
          ) : null}
          {adjustment.failureCode ? (
            <span className="text-xs text-danger">
              {t(`errors.${adjustment.failureCode}`, { defaultValue: adjustment.failureCode })}
            </span>
          ) : null}
        </span>
      </td>
      <td className={tableStyles.wideCell}>
        <Actions adjustment={adjustment} rights={rights} onDecide={onDecide} />
      </td>
    </tr>
  );
}

const columns = ['requested', 'member', 'type', 'amount', 'reason', 'status'] as const;

/** Adjustments, newest first, with the decisions this staff member may take on pending ones. */
export function AdjustmentList({
  filter,
  onFilter,
  rights,
}: {
  filter: AdjustmentFilter;
  onFilter: (next: Partial<AdjustmentFilter>) => void;
  rights: DecisionRights;
}) {
  const { t } = useTranslation();
  const result = useAdjustments(filter);
  const [deciding, setDeciding] = useState<{ adjustment: Adjustment; decision: Decision } | null>(null);
  const filtered = Boolean(
    filter.status || filter.memberAccount || filter.requestedBy || filter.from || filter.to,
  );
  return (
    <div className="flex flex-col gap-4">
      <FilterForm filter={filter} onFilter={onFilter} />
      <QueryStates
        query={result}
        isEmpty={(data) => data.adjustments.length === 0}
        empty={{
          title: t('adjustments.empty.title'),
          body: filtered ? t('adjustments.empty.filtered') : t('adjustments.empty.none'),
        }}
      >
        {(data) => (
          <section aria-label={t('adjustments.results')} aria-busy={result.isFetching}>
            <div className={tableStyles.wrapper}>
              <table data-testid="adjustment-table" className={tableStyles.table}>
                <caption className="sr-only">{t('adjustments.results')}</caption>
                <thead className={tableStyles.head}>
                  <tr>
                    {columns.map((column) => (
                      <th
                        key={column}
                        scope="col"
                        className={`${tableStyles.headCell} ${column === 'amount' ? 'md:text-end' : ''}`}
                      >
                        {column === 'amount'
                          ? t('adjustments.fields.amountIn', { currency: data.brand.currency })
                          : t(`adjustments.fields.${column}`)}
                      </th>
                    ))}
                    <th scope="col" className={tableStyles.headCell}>
                      <span className="sr-only">{t('adjustments.fields.actions')}</span>
                    </th>
                  </tr>
                </thead>
                <tbody className={tableStyles.body}>
                  {data.adjustments.map((adjustment) => (
                    <AdjustmentRow
                      key={adjustment.id}
                      adjustment={adjustment}
                      brand={data.brand}
                      rights={rights}
                      onDecide={(decision) => setDeciding({ adjustment, decision })}
                    />
                  ))}
                </tbody>
              </table>
            </div>
            <Pager
              pageInfo={data.pageInfo}
              disabled={result.isFetching}
              onPageChange={(page) => onFilter({ page })}
              onPageSizeChange={(pageSize) => onFilter({ pageSize, page: 1 })}
            />
          </section>
        )}
      </QueryStates>
      {deciding && result.data ? (
        <DecideAdjustmentDialog
          adjustment={deciding.adjustment}
          decision={deciding.decision}
          brand={result.data.brand}
          onClose={() => setDeciding(null)}
        />
      ) : null}
    </div>
  );
}
