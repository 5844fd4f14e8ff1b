import type {
  Adjustment,
  AdjustmentDirection,
  AdjustmentKind,
  BrandMoney,
} from '@gaming/contracts/adjustments';
import { AlertIcon, CheckIcon, InfoIcon } from '@gaming/ui/icons';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles, inputStyles } from '../../../components/button-styles';
import { FormError } from '../../../components/form-error';
import { FormField } from '../../../components/form-field';
import { Modal } from '../../../components/modal';
import type { AdminMemberSummary } from '../../../lib/admin-types';
import { formatMoney } from '../../../lib/format-money';
import { useCreateAdjustment } from '../api/create-adjustment';
import { findMemberByAccount } from '../api/find-member';
import {
  amountMinorOf,
  amountProblem,
  maximumReasonLength,
  needsSecondApproval,
  reasonProblem,
} from '../lib/adjustment-form';
import { adjustmentDirections, adjustmentKinds } from '../lib/adjustment-values';
import { newRequestId } from '../lib/request-id';

type Draft = {
  memberAccount: string;
  direction: AdjustmentDirection;
  kind: AdjustmentKind;
  amount: string;
  reason: string;
};

type Review = { draft: Draft; member: AdminMemberSummary; amountMinor: bigint; requestId: string };

function Choice<T extends string>({
  legend,
  name,
  options,
  value,
  onChange,
  label,
}: {
  legend: string;
  name: string;
  options: readonly T[];
  value: T;
  onChange: (value: T) => void;
  label: (option: T) => string;
}) {
  return (
    <fieldset className="flex flex-col gap-1.5">
      <legend className="mb-1.5 font-semibold">{legend}</legend>
      <div className="grid grid-cols-2 gap-2">
        {options.map((option) => (
          <label
            key={option}
            className={`flex h-10 cursor-pointer items-center justify-center gap-2 rounded-md border px-3 font-semibold has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-focus ${
              value === option
                ? 'border-accent bg-surface-3 text-text'
                : 'border-border bg-surface-2 text-muted'
            }`}
          >
            <input
              type="radio"
              name={name}
              value={option}
              data-testid={`adjustment-${name}-${option}`}
              className="sr-only"
              checked={value === option}
              onChange={() => onChange(option)}
            />
            {label(option)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function SummaryRow({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="flex flex-col gap-0.5 border-b border-border py-2 sm:flex-row sm:gap-4">
      <dt className="shrink-0 text-muted sm:w-32">{label}</dt>
      <dd data-testid={testId} className="min-w-0 break-words">
        {children}
      </dd>
    </div>
  );
}

function signedAmount(review: { amountMinor: bigint; draft: Pick<Draft, 'direction'> }): string {
  return review.draft.direction === 'credit' ? review.amountMinor.toString() : `-${review.amountMinor}`;
}

function ApprovalNotice({ needsApproval, threshold }: { needsApproval: boolean; threshold: string }) {
  const { t } = useTranslation();
  return needsApproval ? (
    <p
      data-testid="adjustment-needs-approval"
      className="flex items-start gap-2 rounded-md border border-warning/50 bg-warning-surface p-3"
    >
      <AlertIcon className="mt-0.5 size-4 shrink-0 text-warning" />
      {t('adjustments.create.needsApproval', { threshold })}
    </p>
  ) : (
    <p
      data-testid="adjustment-applies-now"
      className="flex items-start gap-2 rounded-md border border-border bg-info-surface p-3"
    >
      <InfoIcon className="mt-0.5 size-4 shrink-0" />
      {t('adjustments.create.appliesNow', { threshold })}
    </p>
  );
}

function DraftForm({
  draft,
  setDraft,
  brand,
  onReview,
  onCancel,
}: {
  draft: Draft;
  setDraft: (draft: Draft) => void;
  brand: BrandMoney;
  /** Resolves false when the account name matches no member. */
  onReview: (draft: Draft) => Promise<boolean>;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const reasonId = useId();
  const [submitted, setSubmitted] = useState(false);
  const [checking, setChecking] = useState(false);
  const [lookupError, setLookupError] = useState<unknown>(null);
  const [notFound, setNotFound] = useState('');
  const amountIssue = submitted ? amountProblem(draft.amount, brand.decimals) : null;
  const reasonIssue = submitted ? reasonProblem(draft.reason) : null;
  const memberIssue =
    submitted && !draft.memberAccount.trim()
      ? 'memberRequired'
      : notFound && notFound === draft.memberAccount.trim()
        ? 'memberNotFound'
        : null;
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setLookupError(null);
    if (
      !draft.memberAccount.trim() ||
      amountProblem(draft.amount, brand.decimals) ||
      reasonProblem(draft.reason)
    )
      return;
    setChecking(true);
    try {
      const found = await onReview(draft);
      setNotFound(found ? '' : draft.memberAccount.trim());
    } catch (error) {
      setLookupError(error);
    } finally {
      setChecking(false);
    }
  };
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
      <FormField
        label={t('adjustments.fields.member')}
        testId="adjustment-member"
        autoCapitalize="none"
        autoComplete="off"
        spellCheck={false}
        maxLength={64}
        value={draft.memberAccount}
        error={memberIssue ? t(`adjustments.create.problems.${memberIssue}`) : null}
        onChange={(event) => setDraft({ ...draft, memberAccount: event.target.value })}
      />
      <Choice
        legend={t('adjustments.fields.direction')}
        name="direction"
        options={adjustmentDirections}
        value={draft.direction}
        onChange={(direction) => setDraft({ ...draft, direction })}
        label={(option) => t(`adjustments.directions.${option}`)}
      />
      <Choice
        legend={t('adjustments.fields.kind')}
        name="kind"
        options={adjustmentKinds}
        value={draft.kind}
        onChange={(kind) => setDraft({ ...draft, kind })}
        label={(option) => t(`adjustments.kinds.${option}`)}
      />
      <FormField
        label={t('adjustments.fields.amountIn', { currency: brand.currency })}
        testId="adjustment-amount"
        inputMode="decimal"
        autoComplete="off"
        value={draft.amount}
        hint={t('adjustments.create.amountHint', { count: brand.decimals })}
        error={
          amountIssue
            ? t(`adjustments.create.problems.amount.${amountIssue}`, { count: brand.decimals })
            : null
        }
        onChange={(event) => setDraft({ ...draft, amount: event.target.value })}
      />
      <div className="flex flex-col gap-1.5">
        <label htmlFor={reasonId} className="font-semibold">
          {t('adjustments.fields.reason')}
        </label>
        <textarea
          id={reasonId}
          data-testid="adjustment-reason"
          className={`${inputStyles} h-24 py-2`}
          maxLength={maximumReasonLength}
          aria-invalid={reasonIssue ? true : undefined}
          aria-describedby={`${reasonId}-hint`}
          value={draft.reason}
          onChange={(event) => setDraft({ ...draft, reason: event.target.value })}
        />
        <p id={`${reasonId}-hint`} className={`text-xs ${reasonIssue ? 'text-danger' : 'text-muted'}`}>
          {reasonIssue ? t(`adjustments.reasonProblems.${reasonIssue}`) : t('adjustments.reasonHint')}
        </p>
      </div>
      {lookupError ? <FormError error={lookupError} testId="adjustment-lookup-error" /> : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" className={buttonStyles.secondary} onClick={onCancel}>
          {t('actions.cancel')}
        </button>
        <button
          type="submit"
          data-testid="adjustment-review"
          className={buttonStyles.primary}
          disabled={checking}
        >
          {checking ? t('states.working') : t('adjustments.create.review')}
        </button>
      </div>
    </form>
  );
}

function ConfirmStep({
  review,
  brand,
  thresholdMinor,
  onBack,
  onDone,
}: {
  review: Review;
  brand: BrandMoney;
  thresholdMinor: string;
  onBack: () => void;
  onDone: (adjustment: Adjustment) => void;
}) {
  const { t } = useTranslation();
  const create = useCreateAdjustment();
  const needsApproval = needsSecondApproval(review.amountMinor, thresholdMinor);
  const confirm = () => {
    if (create.isPending) return;
    create.mutate(
      {
        requestId: review.requestId,
        memberAccount: review.member.account,
        direction: review.draft.direction,
        kind: review.draft.kind,
        amount: review.draft.amount.trim(),
        reason: review.draft.reason.trim(),
      },
      { onSuccess: onDone },
    );
  };
  return (
    <div data-testid="adjustment-confirm-step" className="flex flex-col gap-4">
      <p
        data-testid="adjustment-confirm-amount"
        className={`text-center text-2xl font-bold tabular-nums ${review.draft.direction === 'credit' ? 'text-success' : ''}`}
      >
        {formatMoney(signedAmount(review), brand, { signed: true })}
      </p>
      <dl>
        <SummaryRow label={t('adjustments.fields.member')} testId="adjustment-confirm-member">
          <span className="font-semibold">{review.member.account}</span>
          {review.member.nickname && review.member.nickname !== review.member.account ? (
            <span className="text-muted"> · {review.member.nickname}</span>
          ) : null}
          {review.member.status === 'active' ? null : (
            <span className="text-warning"> · {t(`memberStatus.${review.member.status}`)}</span>
          )}
        </SummaryRow>
        <SummaryRow label={t('adjustments.fields.type')}>
          {t(`adjustments.directions.${review.draft.direction}`)} ·{' '}
          {t(`adjustments.kinds.${review.draft.kind}`)}
        </SummaryRow>
        <SummaryRow label={t('adjustments.fields.reason')}>{review.draft.reason.trim()}</SummaryRow>
      </dl>
      <ApprovalNotice needsApproval={needsApproval} threshold={formatMoney(thresholdMinor, brand)} />
      {create.isError ? <FormError error={create.error} testId="adjustment-create-error" /> : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" className={buttonStyles.secondary} onClick={onBack} disabled={create.isPending}>
          {t('actions.back')}
        </button>
        <button
          type="button"
          data-testid="adjustment-confirm"
          className={buttonStyles.primary}
          disabled={create.isPending}
          onClick={confirm}
        >
          {create.isPending
            ? t('states.working')
            : needsApproval
              ? t('adjustments.create.submitForApproval')
              : t('adjustments.create.applyNow')}
        </button>
      </div>
    </div>
  );
}

function DoneStep({
  adjustment,
  brand,
  onClose,
}: {
  adjustment: Adjustment;
  brand: BrandMoney;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const signed = adjustment.direction === 'credit' ? adjustment.amountMinor : `-${adjustment.amountMinor}`;
  return (
    <div data-testid="adjustment-result" data-status={adjustment.status} className="flex flex-col gap-4">
      <p className="flex items-start gap-2 font-semibold text-success" role="status">
        <CheckIcon className="size-5 shrink-0" />
        {adjustment.status === 'applied'
          ? t('adjustments.create.doneApplied', {
              amount: formatMoney(signed, brand, { signed: true }),
              account: adjustment.memberAccount,
            })
          : t('adjustments.create.donePending', { account: adjustment.memberAccount })}
      </p>
      <button
        type="button"
        data-testid="adjustment-close"
        className={buttonStyles.secondary}
        onClick={onClose}
      >
        {t('actions.done')}
      </button>
    </div>
  );
}

/**
 * A manual credit or debit in three steps: the form, a confirmation that shows the amount and whether a
 * second staff member must approve it, and the result. The request id is fixed at the confirmation so a
 * repeated click or a retry after a lost reply applies once.
 */
export function CreateAdjustmentDialog({
  initialAccount,
  brand,
  thresholdMinor,
  onClose,
}: {
  initialAccount: string;
  brand: BrandMoney;
  thresholdMinor: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Draft>({
    memberAccount: initialAccount,
    direction: 'credit',
    kind: 'adjustment',
    amount: '',
    reason: '',
  });
  const [review, setReview] = useState<Review | null>(null);
  const [result, setResult] = useState<Adjustment | null>(null);
  const onReview = async (current: Draft) => {
    const account = current.memberAccount.trim();
    const member = await queryClient.fetchQuery({
      queryKey: ['adjustments', 'member-lookup', account.toLowerCase()],
      queryFn: ({ signal }) => findMemberByAccount(account, signal),
      staleTime: 10_000,
    });
    const amountMinor = amountMinorOf(current.amount, brand.decimals);
    if (!member) return false;
    if (amountMinor !== null) setReview({ draft: current, member, amountMinor, requestId: newRequestId() });
    return true;
  };
  const title = result
    ? t('adjustments.create.doneTitle')
    : review
      ? t('adjustments.create.confirmTitle')
      : t('adjustments.create.title');
  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      testId="adjustment-dialog"
      title={title}
      description={review || result ? undefined : t('adjustments.create.description')}
      wide
    >
      {result ? (
        <DoneStep adjustment={result} brand={brand} onClose={onClose} />
      ) : review ? (
        <ConfirmStep
          review={review}
          brand={brand}
          thresholdMinor={thresholdMinor}
          onBack={() => setReview(null)}
          onDone={setResult}
        />
      ) : (
        <DraftForm draft={draft} setDraft={setDraft} brand={brand} onReview={onReview} onCancel={onClose} />
      )}
    </Modal>
  );
}
