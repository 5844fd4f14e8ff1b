import type { Adjustment, BrandMoney } from '@gaming/contracts/adjustments';
import { CheckIcon, CloseIcon } from '@gaming/ui/icons';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonStyles } from '../../../components/button-styles';
import { type DataColumn, DataTable } from '../../../components/data-table';
import { FilterForm, FilterInput, FilterSelect, FilterSubmit } from '../../../components/filter-form';
import { PagedSection } from '../../../components/paged-section';
import { QueryStates } from '../../../components/query-states';
import { formatBrandDateTime } from '../../../lib/brand-time';
import { formatMoney } from '../../../lib/format-money';
import { useDraft } from '../../../lib/use-draft';
import { useAdjustments } from '../api/list-adjustments';
import { type AdjustmentFilter, maximumNameLength } from '../lib/adjustment-filter';
import { adjustmentStatuses } from '../lib/adjustment-values';
import { AdjustmentStatusBadge } from './adjustment-status-badge';
import { DecideAdjustmentDialog, type Decision } from './decide-adjustment-dialog';

export type DecisionRights = { staffId: string; canApprove: boolean };

function AdjustmentFilterForm({
  filter,
  onFilter,
}: {
  filter: AdjustmentFilter;
  onFilter: (next: Partial<AdjustmentFilter>) => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useDraft({
    status: filter.status,
    memberAccount: filter.memberAccount,
    requestedBy: filter.requestedBy,
    from: filter.from,
    to: filter.to,
  });
  const apply = () =>
    onFilter({
      ...draft,
      memberAccount: draft.memberAccount.trim(),
      requestedBy: draft.requestedBy.trim(),
      page: 1,
    });
  return (
    <FilterForm
      testId="adjustment-filter-form"
      layout="sm:grid-cols-2 xl:grid-cols-[repeat(5,minmax(0,1fr))_auto] xl:items-end"
      onApply={apply}
    >
      <FilterSelect
        label={t('adjustments.filters.status')}
        testId="adjustment-filter-status"
        value={draft.status}
        onValueChange={(status) => setDraft({ status })}
        anyLabel={t('adjustments.filters.anyStatus')}
        options={adjustmentStatuses}
        optionLabel={(status) => t(`adjustments.statuses.${status}`)}
      />
      <FilterInput
        label={t('adjustments.filters.member')}
        testId="adjustment-filter-member"
        maxLength={maximumNameLength}
        value={draft.memberAccount}
        onValueChange={(memberAccount) => setDraft({ memberAccount })}
      />
      <FilterInput
        label={t('adjustments.filters.requester')}
        testId="adjustment-filter-requester"
        maxLength={maximumNameLength}
        value={draft.requestedBy}
        onValueChange={(requestedBy) => setDraft({ requestedBy })}
      />
      <FilterInput
        label={t('adjustments.filters.from')}
        type="date"
        testId="adjustment-filter-from"
        value={draft.from}
        onValueChange={(from) => setDraft({ from })}
      />
      <FilterInput
        label={t('adjustments.filters.to')}
        type="date"
        testId="adjustment-filter-to"
        value={draft.to}
        onValueChange={(to) => setDraft({ to })}
      />
      <FilterSubmit testId="adjustment-filter-submit">{t('adjustments.filters.submit')}</FilterSubmit>
    </FilterForm>
  );
}

function When({ value, brand }: { value: string | null; brand: BrandMoney }) {
  if (!value) return null;
  return (
    <time dateTime={value} className="text-xs whitespace-nowrap text-muted tabular-nums">
      {formatBrandDateTime(value, brand.gmtOffsetMinutes)}
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

function adjustmentColumns(
  t: TFunction,
  brand: BrandMoney,
  rights: DecisionRights,
  onDecide: (adjustment: Adjustment, decision: Decision) => void,
): DataColumn<Adjustment>[] {
  return [
    {
      header: t('adjustments.fields.requested'),
      cell: (adjustment) => (
        <span className="flex flex-col items-end md:items-start">
          <span className="font-semibold break-all">{adjustment.requestedBy.username}</span>
          <When value={adjustment.requestedAt} brand={brand} />
        </span>
      ),
    },
    {
      header: t('adjustments.fields.member'),
      cell: (adjustment) => (
        <Link
          to={`/members/${adjustment.memberId}`}
          className="font-semibold break-all text-accent-text underline-offset-2 hover:underline"
        >
          {adjustment.memberAccount}
        </Link>
      ),
    },
    {
      header: t('adjustments.fields.type'),
      cell: (adjustment) => (
        <span className="flex flex-col items-end md:items-start">
          <span>{t(`adjustments.directions.${adjustment.direction}`)}</span>
          <span className="text-xs text-muted">{t(`adjustments.kinds.${adjustment.kind}`)}</span>
        </span>
      ),
    },
    {
      header: t('adjustments.fields.amountIn', { currency: brand.currency }),
      label: t('adjustments.fields.amount'),
      kind: 'number',
      testId: 'adjustment-amount-cell',
      className: (adjustment) =>
        adjustment.direction === 'credit' ? 'font-semibold text-success' : 'font-semibold',
      cell: (adjustment) => {
        const signed =
          adjustment.direction === 'credit' ? adjustment.amountMinor : `-${adjustment.amountMinor}`;
        return formatMoney(signed, brand, { signed: true, withCurrency: false });
      },
    },
    {
      header: t('adjustments.fields.reason'),
      cell: (adjustment) => (
        <span className="line-clamp-2 max-w-64 break-words" title={adjustment.reason}>
          {adjustment.reason}
        </span>
      ),
    },
    {
      header: t('adjustments.fields.status'),
      cell: (adjustment) => <StatusCell adjustment={adjustment} />,
    },
    {
      header: t('adjustments.fields.actions'),
      hideHeader: true,
      kind: 'wide',
      cell: (adjustment) => (
        <Actions
          adjustment={adjustment}
          rights={rights}
          onDecide={(decision) => onDecide(adjustment, decision)}
        />
      ),
    },
  ];
}

function StatusCell({ adjustment }: { adjustment: Adjustment }) {
  const { t } = useTranslation();
  return (
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
  );
}

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
      <AdjustmentFilterForm filter={filter} onFilter={onFilter} />
      <QueryStates
        query={result}
        isEmpty={(data) => data.adjustments.length === 0}
        empty={{
          title: t('adjustments.empty.title'),
          body: filtered ? t('adjustments.empty.filtered') : t('adjustments.empty.none'),
        }}
      >
        {(data) => (
          <PagedSection
            label={t('adjustments.results')}
            busy={result.isFetching}
            pageInfo={data.pageInfo}
            onPageChange={onFilter}
          >
            <DataTable
              testId="adjustment-table"
              caption={t('adjustments.results')}
              columns={adjustmentColumns(t, data.brand, rights, (adjustment, decision) =>
                setDeciding({ adjustment, decision }),
              )}
              rows={data.adjustments}
              rowKey={(adjustment) => adjustment.id}
              rowTestId="adjustment-row"
              rowAttributes={(adjustment) => ({
                'data-adjustment-id': adjustment.id,
                'data-status': adjustment.status,
              })}
            />
          </PagedSection>
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
