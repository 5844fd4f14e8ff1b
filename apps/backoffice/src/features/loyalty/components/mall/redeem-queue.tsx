import {
  type AdminRedeem,
  pointsMallLimits,
  type RedeemKind,
  type RedeemStatus,
  redeemKinds,
  redeemStatuses,
} from '@gaming/contracts/points-mall';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DataColumn, DataTable } from '../../../../components/data-table';
import { DateTime } from '../../../../components/date-time';
import { DecideButtons, DecisionNote } from '../../../../components/decision-cells';
import { Fact, FactList } from '../../../../components/fact-list';
import { FilterForm, FilterInput, FilterSelect, FilterSubmit } from '../../../../components/filter-form';
import { MemberName } from '../../../../components/member-name';
import { PagedSection } from '../../../../components/paged-section';
import { QueryStates } from '../../../../components/query-states';
import { ReasonDialog } from '../../../../components/reason-dialog';
import { formatMoney, type MoneyFormat } from '../../../../lib/format-money';
import { defaultPageSize } from '../../../../lib/paging';
import { useBrandMoney } from '../../../../lib/use-brand-money';
import { useDraft } from '../../../../lib/use-draft';
import { type RedeemFilter, useDecideRedeem, useMallRedeems } from '../../api/mall';
import { formatPoints } from '../../lib/points-values';
import { LoyaltyStatusBadge } from '../status-badge';

type Decision = { redeem: AdminRedeem; action: 'approve' | 'reject' };

function QueueFilter({
  filter,
  onFilter,
}: {
  filter: RedeemFilter;
  onFilter: (next: Partial<RedeemFilter>) => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useDraft({ status: filter.status, kind: filter.kind, member: filter.member });
  return (
    <FilterForm
      label={t('loyalty.forms.filters')}
      layout="sm:grid-cols-2 lg:grid-cols-[minmax(0,12rem)_minmax(0,12rem)_minmax(0,1fr)_max-content] lg:items-end"
      onApply={() => onFilter({ ...draft, member: draft.member.trim(), page: 1 })}
    >
      <FilterSelect<RedeemStatus>
        label={t('loyalty.forms.status')}
        testId="redeem-filter-status"
        value={draft.status}
        onValueChange={(status) => setDraft({ status })}
        anyLabel={t('loyalty.forms.allStatuses')}
        options={redeemStatuses}
        optionLabel={(status) => t(`loyalty.statuses.${status}`)}
      />
      <FilterSelect<RedeemKind>
        label={t('loyalty.mall.fields.kind')}
        testId="redeem-filter-kind"
        value={draft.kind}
        onValueChange={(kind) => setDraft({ kind })}
        anyLabel={t('loyalty.mall.allKinds')}
        options={redeemKinds}
        optionLabel={(kind) => t(`loyalty.mall.kinds.${kind}`)}
      />
      <FilterInput
        label={t('loyalty.forms.member')}
        testId="redeem-filter-member"
        maxLength={64}
        value={draft.member}
        onValueChange={(member) => setDraft({ member })}
      />
      <FilterSubmit testId="redeem-filter-submit">{t('loyalty.forms.apply')}</FilterSubmit>
    </FilterForm>
  );
}

function columns(
  t: TFunction,
  money: MoneyFormat,
  canDecide: boolean,
  canOpenMembers: boolean,
  onDecide: (decision: Decision) => void,
): DataColumn<AdminRedeem>[] {
  const base: DataColumn<AdminRedeem>[] = [
    { header: t('loyalty.redeems.fields.appliedAt'), cell: (row) => <DateTime value={row.appliedAt} /> },
    {
      header: t('loyalty.forms.member'),
      cell: (row) => (
        <MemberName memberId={row.memberId} account={row.memberAccount} linked={canOpenMembers} />
      ),
    },
    {
      header: t('loyalty.redeems.fields.item'),
      className: 'break-words',
      cell: (row) => (
        <span className="flex flex-col items-end md:items-start">
          <span className="font-semibold">{row.title ?? t('loyalty.mall.kinds.convert')}</span>
          <span className="text-xs text-muted">
            {t(`loyalty.mall.kinds.${row.kind}`)} · {t('loyalty.redeems.quantity', { count: row.quantity })}
          </span>
          <code className="font-mono text-xs text-muted" title={row.transactionReference}>
            {t('loyalty.redeems.reference', { reference: row.transactionReference.slice(0, 8) })}
          </code>
        </span>
      ),
    },
    { header: t('loyalty.redeems.fields.points'), kind: 'number', cell: (row) => formatPoints(row.points) },
    {
      header: t('loyalty.redeems.fields.amount'),
      kind: 'number',
      cell: (row) => (row.amountMinor ? formatMoney(row.amountMinor, money) : t('states.none')),
    },
    {
      header: t('loyalty.redeems.fields.memberRemark'),
      className: 'max-w-xs break-words',
      cell: (row) => row.memberRemark || <span className="text-muted">{t('states.none')}</span>,
    },
    {
      header: t('loyalty.forms.status'),
      cell: (row) => (
        <span className="flex flex-col items-end gap-1 md:items-start">
          <LoyaltyStatusBadge status={row.status} testId="redeem-status" />
          <DecisionNote decidedBy={row.decidedBy} decidedAt={row.decidedAt} reason={row.remark} />
        </span>
      ),
    },
  ];
  if (!canDecide) return base;
  return [
    ...base,
    {
      header: t('loyalty.redeems.decide'),
      hideHeader: true,
      kind: 'wide',
      cell: (row) =>
        row.status === 'in_process' ? (
          <DecideButtons
            className="md:justify-end"
            approveLabel={t('loyalty.redeems.approve.button')}
            rejectLabel={t('loyalty.redeems.reject.button')}
            onApprove={() => onDecide({ redeem: row, action: 'approve' })}
            onReject={() => onDecide({ redeem: row, action: 'reject' })}
          />
        ) : null,
    },
  ];
}

function DecideDialog({
  decision,
  money,
  onClose,
}: {
  decision: Decision;
  money: MoneyFormat;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const decide = useDecideRedeem();
  const { redeem, action } = decision;
  return (
    <ReasonDialog
      testId={`redeem-${action}-dialog`}
      title={t(`loyalty.redeems.${action}.title`)}
      description={t(`loyalty.redeems.${action}.description`, { account: redeem.memberAccount })}
      confirmLabel={t(`loyalty.redeems.${action}.confirm`)}
      danger={action === 'reject'}
      reasonRequired={action === 'reject'}
      maxLength={pointsMallLimits.remarkLength}
      pending={decide.isPending}
      error={decide.isError ? decide.error : null}
      onClose={onClose}
      onConfirm={(remark) => decide.mutate({ id: redeem.id, action, remark }, { onSuccess: onClose })}
    >
      <FactList>
        <Fact label={t('loyalty.redeems.fields.item')}>
          {redeem.title ?? t('loyalty.mall.kinds.convert')} ×{redeem.quantity}
        </Fact>
        <Fact label={t('loyalty.redeems.fields.points')}>{formatPoints(redeem.points)}</Fact>
        {redeem.amountMinor ? (
          <Fact label={t('loyalty.redeems.fields.amount')}>{formatMoney(redeem.amountMinor, money)}</Fact>
        ) : null}
        <Fact label={t('loyalty.redeems.fields.memberRemark')}>
          {redeem.memberRemark || t('states.none')}
        </Fact>
      </FactList>
      {action === 'reject' ? (
        <p className="text-xs text-muted">{t('loyalty.redeems.reject.refund')}</p>
      ) : null}
    </ReasonDialog>
  );
}

/**
 * Redeems of the points mall, newest first (goods waiting for staff by default): staff with decideRedeems
 * approve a goods redeem (a remark optional) or reject it with a remark (points and stock given back).
 */
export function RedeemQueue({ canDecide, canOpenMembers }: { canDecide: boolean; canOpenMembers: boolean }) {
  const { t } = useTranslation();
  const money = useBrandMoney();
  const [filter, setFilter] = useState<RedeemFilter>({
    status: 'in_process',
    kind: '',
    member: '',
    page: 1,
    pageSize: defaultPageSize,
  });
  const [decision, setDecision] = useState<Decision | null>(null);
  const redeems = useMallRedeems(filter);
  const onFilter = (next: Partial<RedeemFilter>) => setFilter((now) => ({ ...now, ...next }));
  return (
    <div className="flex flex-col gap-3">
      <QueueFilter filter={filter} onFilter={onFilter} />
      <QueryStates
        query={redeems}
        isEmpty={(data) => data.redeems.length === 0}
        empty={{
          title: t('loyalty.redeems.empty'),
          body: filter.status === 'in_process' ? t('loyalty.redeems.emptyWaiting') : undefined,
        }}
      >
        {(data) =>
          money ? (
            <PagedSection
              label={t('loyalty.redeems.caption')}
              busy={redeems.isFetching}
              pageInfo={data.pageInfo}
              onPageChange={onFilter}
            >
              <DataTable
                testId="redeem-table"
                caption={t('loyalty.redeems.caption')}
                columns={columns(t, money, canDecide, canOpenMembers, setDecision)}
                rows={data.redeems}
                rowKey={(row) => row.id}
                rowTestId="redeem-row"
                rowAttributes={(row) => ({ 'data-redeem-id': row.id, 'data-account': row.memberAccount })}
              />
            </PagedSection>
          ) : null
        }
      </QueryStates>
      {decision && money ? (
        <DecideDialog decision={decision} money={money} onClose={() => setDecision(null)} />
      ) : null}
    </div>
  );
}
