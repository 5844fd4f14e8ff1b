import {
  type AdminPromotionApplication,
  type PromotionApplicationStatus,
  promotionApplicationStatuses,
  promotionLimits,
} from '@gaming/contracts/promotions';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge, type BadgeTone } from '../../../components/badge';
import { inputStyles } from '../../../components/button-styles';
import { ConfirmActions } from '../../../components/confirm-actions';
import { type DataColumn, DataTable } from '../../../components/data-table';
import { DateTime } from '../../../components/date-time';
import { DecideButtons, DecisionNote } from '../../../components/decision-cells';
import { Fact, FactList } from '../../../components/fact-list';
import { FilterForm, FilterSubmit } from '../../../components/filter-form';
import { FormError } from '../../../components/form-error';
import { MemberName } from '../../../components/member-name';
import { Modal } from '../../../components/modal';
import { PagedSection } from '../../../components/paged-section';
import { TextField } from '../../../components/problem-fields';
import { QueryStates } from '../../../components/query-states';
import { ReasonDialog } from '../../../components/reason-dialog';
import { formatMoney, type MoneyFormat } from '../../../lib/format-money';
import { useBrandMoney } from '../../../lib/use-brand-money';
import { useDraft } from '../../../lib/use-draft';
import {
  type ApplicationFilter,
  useDecidePromotionApplication,
  usePromotionApplications,
} from '../api/applications';
import { usePromotion, usePromotionChoices } from '../api/promotions';
import { approvalAmount } from '../lib/approval';
import { ApplicationImages } from './application-images';
import { EligibilityText, RewardText } from './promotion-terms';

type OnFilter = (next: Partial<ApplicationFilter>) => void;
type Decision = { application: AdminPromotionApplication; action: 'approve' | 'reject' };

const statusTone: Record<PromotionApplicationStatus, BadgeTone> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'neutral',
};

function QueueFilterForm({ filter, onFilter }: { filter: ApplicationFilter; onFilter: OnFilter }) {
  const { t } = useTranslation();
  const choices = usePromotionChoices();
  const [draft, setDraft] = useDraft({ status: filter.status, promotionId: filter.promotionId });
  return (
    <FilterForm
      label={t('rewards.forms.filters')}
      layout="sm:grid-cols-[minmax(0,12rem)_minmax(0,1fr)_auto] sm:items-end"
      onApply={() => onFilter({ ...draft, page: 1 })}
    >
      <label className="flex min-w-0 flex-col gap-1.5">
        <span className="font-semibold">{t('rewards.forms.status')}</span>
        <select
          data-testid="application-filter-status"
          className={inputStyles}
          value={draft.status}
          onChange={(event) => setDraft({ status: event.target.value as PromotionApplicationStatus })}
        >
          {promotionApplicationStatuses.map((status) => (
            <option key={status} value={status}>
              {t(`rewards.applications.statuses.${status}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="flex min-w-0 flex-col gap-1.5">
        <span className="font-semibold">{t('rewards.applications.fields.promotion')}</span>
        <select
          data-testid="application-filter-promotion"
          className={inputStyles}
          value={draft.promotionId}
          onChange={(event) => setDraft({ promotionId: event.target.value })}
        >
          <option value="">{t('rewards.applications.allPromotions')}</option>
          {(choices.data?.promotions ?? [])
            .filter((promotion) => promotion.participation === 'apply' || promotion.id === draft.promotionId)
            .map((promotion) => (
              <option key={promotion.id} value={promotion.id}>
                {promotion.title.EN}
              </option>
            ))}
        </select>
      </label>
      <FilterSubmit testId="application-filter-submit">{t('rewards.forms.apply')}</FilterSubmit>
    </FilterForm>
  );
}

function columns(
  t: TFunction,
  money: MoneyFormat,
  canDecide: boolean,
  canOpenMembers: boolean,
  onDecide: (decision: Decision) => void,
): DataColumn<AdminPromotionApplication>[] {
  const base: DataColumn<AdminPromotionApplication>[] = [
    { header: t('rewards.applications.fields.createdAt'), cell: (row) => <DateTime value={row.createdAt} /> },
    {
      header: t('rewards.forms.member'),
      cell: (row) => <MemberName memberId={row.memberId} account={row.account} linked={canOpenMembers} />,
    },
    {
      header: t('rewards.applications.fields.promotion'),
      cell: (row) => (
        <Link
          to={`/promotions/${row.promotionId}`}
          className="break-words text-accent-text underline-offset-2 hover:underline"
        >
          {row.promotionTitle}
        </Link>
      ),
    },
    {
      header: t('rewards.applications.fields.comment'),
      className: 'max-w-xs break-words',
      cell: (row) => row.comment || <span className="text-muted">{t('states.none')}</span>,
    },
    {
      header: t('rewards.applications.fields.images'),
      cell: (row) => <ApplicationImages applicationId={row.id} imageIds={row.imageIds} />,
    },
    {
      header: t('rewards.forms.status'),
      cell: (row) => (
        <span className="flex flex-col items-end gap-1 md:items-start">
          <Badge tone={statusTone[row.status]} value={row.status} testId="application-status">
            {t(`rewards.applications.statuses.${row.status}`)}
          </Badge>
          {row.amountMinor ? <span className="text-xs">{formatMoney(row.amountMinor, money)}</span> : null}
          <DecisionNote decidedBy={row.decidedBy} decidedAt={row.decidedAt} reason={row.rejectReason} />
        </span>
      ),
    },
  ];
  if (!canDecide) return base;
  return [
    ...base,
    {
      header: t('rewards.applications.decide'),
      hideHeader: true,
      kind: 'wide',
      cell: (row) =>
        row.status === 'pending' ? (
          <DecideButtons
            className="md:justify-end"
            approveLabel={t('rewards.applications.approve.button')}
            rejectLabel={t('rewards.applications.reject.button')}
            onApprove={() => onDecide({ application: row, action: 'approve' })}
            onReject={() => onDecide({ application: row, action: 'reject' })}
          />
        ) : null,
    },
  ];
}

function ApproveDialog({
  application,
  money,
  onClose,
}: {
  application: AdminPromotionApplication;
  money: MoneyFormat;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const decide = useDecidePromotionApplication();
  const promotion = usePromotion(application.promotionId);
  const reward = promotion.data?.reward;
  const [amount, setAmount] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const result = approvalAmount(amount, reward, money.decimals);
  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open && !decide.isPending) onClose();
      }}
      testId="application-approve-dialog"
      title={t('rewards.applications.approve.title')}
      description={t('rewards.applications.approve.description', { account: application.account })}
    >
      <div className="flex flex-col gap-4">
        <FactList>
          <Fact label={t('rewards.applications.fields.promotion')}>{application.promotionTitle}</Fact>
          <Fact label={t('rewards.applications.fields.comment')}>
            {application.comment || t('states.none')}
          </Fact>
          {promotion.data ? (
            <>
              <Fact label={t('rewards.promotions.fields.reward')}>
                <RewardText reward={promotion.data.reward} money={money} />
              </Fact>
              <Fact label={t('rewards.promotions.fields.eligibility')}>
                <EligibilityText eligibility={promotion.data.eligibility} money={money} />
              </Fact>
            </>
          ) : null}
        </FactList>
        {promotion.isError ? (
          <FormError error={promotion.error} testId="application-promotion-error" />
        ) : null}
        {reward && reward.type !== 'fixed' && !decide.isSuccess ? (
          <TextField
            label={t('rewards.applications.approve.amount')}
            hint={t('rewards.applications.approve.amountHint', { cap: formatMoney(reward.capMinor, money) })}
            testId="application-approve-amount"
            inputMode="decimal"
            value={amount}
            problem={submitted && result.problem ? result.problem : undefined}
            onChange={setAmount}
          />
        ) : null}
        {decide.isSuccess && decide.data.amountMinor ? (
          <p role="status" className="text-success" data-testid="application-approved-amount">
            {t('rewards.applications.approve.granted', {
              amount: formatMoney(decide.data.amountMinor, money),
            })}
          </p>
        ) : null}
        {decide.isError ? <FormError error={decide.error} testId="application-approve-error" /> : null}
        <ConfirmActions
          done={decide.isSuccess}
          pending={decide.isPending || promotion.isPending}
          onClose={onClose}
          onConfirm={() => {
            setSubmitted(true);
            if (result.problem) return;
            decide.mutate({ id: application.id, action: 'approve', amountMinor: result.amountMinor });
          }}
          confirmLabel={t('rewards.applications.approve.confirm')}
          workingLabel={t('states.working')}
          testIdPrefix="application-approve"
        />
      </div>
    </Modal>
  );
}

function RejectDialog({
  application,
  onClose,
}: {
  application: AdminPromotionApplication;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const decide = useDecidePromotionApplication();
  return (
    <ReasonDialog
      testId="application-reject-dialog"
      title={t('rewards.applications.reject.title')}
      description={t('rewards.applications.reject.description', { account: application.account })}
      confirmLabel={t('rewards.applications.reject.confirm')}
      danger
      maxLength={promotionLimits.reasonLength}
      pending={decide.isPending}
      error={decide.isError ? decide.error : null}
      onClose={onClose}
      onConfirm={(reason) =>
        decide.mutate({ id: application.id, action: 'reject', reason }, { onSuccess: onClose })
      }
    >
      <p className="rounded-md border border-border bg-surface-2 p-3 text-sm break-words">
        {application.comment || t('states.none')}
      </p>
    </ReasonDialog>
  );
}

/** Applications to promotions that take part by applying: pending first; staff approve (the reward) or reject with a reason. */
export function PromotionApplicationQueue({
  filter,
  onFilter,
  canDecide,
  canOpenMembers,
}: {
  filter: ApplicationFilter;
  onFilter: OnFilter;
  canDecide: boolean;
  /** The member column links to the member's page (searchMembers). */
  canOpenMembers: boolean;
}) {
  const { t } = useTranslation();
  const money = useBrandMoney();
  const result = usePromotionApplications(filter);
  const [decision, setDecision] = useState<Decision | null>(null);
  return (
    <div className="flex flex-col gap-3">
      <QueueFilterForm filter={filter} onFilter={onFilter} />
      <QueryStates
        query={result}
        isEmpty={(data) => data.applications.length === 0}
        empty={{
          title: t('rewards.applications.emptyTitle'),
          body: filter.status === 'pending' ? t('rewards.applications.emptyPending') : undefined,
        }}
      >
        {(data) =>
          money ? (
            <PagedSection
              label={t('rewards.applications.caption')}
              busy={result.isFetching}
              pageInfo={data.pageInfo}
              onPageChange={onFilter}
            >
              <DataTable
                testId="promotion-applications-table"
                caption={t('rewards.applications.caption')}
                columns={columns(t, money, canDecide, canOpenMembers, setDecision)}
                rows={data.applications}
                rowKey={(row) => row.id}
                rowTestId="promotion-application-row"
                rowAttributes={(row) => ({ 'data-application-id': row.id, 'data-account': row.account })}
              />
            </PagedSection>
          ) : null
        }
      </QueryStates>
      {decision && money && decision.action === 'approve' ? (
        <ApproveDialog application={decision.application} money={money} onClose={() => setDecision(null)} />
      ) : null}
      {decision && decision.action === 'reject' ? (
        <RejectDialog application={decision.application} onClose={() => setDecision(null)} />
      ) : null}
    </div>
  );
}
