import type { AdminWithdrawal, AdminWithdrawalDetail } from '@gaming/contracts/withdrawals';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../components/button-styles';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { formatBrandDateTime } from '../../../lib/brand-time';
import { formatMoney } from '../../../lib/format-money';
import { useWithdrawal } from '../api/get-withdrawal';
import { type DecisionAction, DecisionDialog } from './decision-dialog';
import { ProofImages } from './proof-images';
import { WithdrawalStatusBadge } from './withdrawal-status-badge';

/** Which decisions each state allows (the server checks again, atomically). */
function actionsFor(withdrawal: AdminWithdrawal): DecisionAction[] {
  if (withdrawal.status === 'pending') return ['approve', 'reject'];
  if (withdrawal.status === 'approved') return ['markPaid'];
  if (withdrawal.status === 'not_received' || withdrawal.status === 'partly_received')
    return ['resolveRefund', 'resolveDismiss'];
  return [];
}

function Field({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-xs font-semibold text-muted">{label}</dt>
      <dd data-testid={testId} className="break-words">
        {children}
      </dd>
    </div>
  );
}

function Summary({ detail }: { detail: AdminWithdrawalDetail }) {
  const { t } = useTranslation();
  const w = detail.withdrawal;
  const money = (minor: string) => formatMoney(minor, detail);
  const time = (value: string | null) =>
    formatBrandDateTime(value, detail.gmtOffsetMinutes) ?? t('states.none');
  return (
    <dl className="grid gap-4 rounded-lg border border-border bg-surface p-4 sm:grid-cols-2 lg:grid-cols-3">
      <Field label={t('withdrawals.fields.status')}>
        <WithdrawalStatusBadge status={w.status} forced={w.forced} />
      </Field>
      <Field label={t('withdrawals.fields.member')}>{w.memberAccount}</Field>
      <Field label={t('withdrawals.fields.amount')} testId="withdrawal-detail-amount">
        {money(w.amountMinor)}
      </Field>
      <Field label={t('withdrawals.fields.fee')}>{money(w.feeMinor)}</Field>
      <Field label={t('withdrawals.fields.payout')}>{money(w.payoutMinor)}</Field>
      <Field label={t('withdrawals.fields.requestedAt')}>{time(w.createdAt)}</Field>
      <Field label={t('withdrawals.fields.bank')}>{w.bankName}</Field>
      <Field label={t('withdrawals.fields.accountHolder')}>{w.accountHolder}</Field>
      <Field label={t('withdrawals.fields.accountNumber')} testId="withdrawal-detail-account-number">
        <span className="font-mono">{w.accountNumber}</span>
      </Field>
      {w.payoutReference ? (
        <Field label={t('withdrawals.fields.payoutReference')}>{w.payoutReference}</Field>
      ) : null}
      {w.paidAt ? <Field label={t('withdrawals.fields.paidAt')}>{time(w.paidAt)}</Field> : null}
      {w.autoConfirmAt ? (
        <Field label={t('withdrawals.fields.autoConfirmAt')}>{time(w.autoConfirmAt)}</Field>
      ) : null}
      {w.receivedMinor !== null ? (
        <Field label={t('withdrawals.fields.received')}>{money(w.receivedMinor)}</Field>
      ) : null}
      {w.remainderMinor !== null ? (
        <Field label={t('withdrawals.fields.remainder')}>{money(w.remainderMinor)}</Field>
      ) : null}
      {w.refundMinor !== null ? (
        <Field label={t('withdrawals.fields.refund')}>{money(w.refundMinor)}</Field>
      ) : null}
      {w.claimNote ? <Field label={t('withdrawals.fields.claimNote')}>{w.claimNote}</Field> : null}
      {w.rejectionReason ? (
        <Field label={t('withdrawals.fields.rejectionReason')}>{w.rejectionReason}</Field>
      ) : null}
      {w.cancelledByMember ? (
        <Field label={t('withdrawals.fields.rejectionReason')}>
          <span data-testid="withdrawal-cancelled-by-member">{t('withdrawals.cancelledByMember')}</span>
        </Field>
      ) : null}
      {w.resolutionReason ? (
        <Field label={t('withdrawals.fields.resolutionReason')}>{w.resolutionReason}</Field>
      ) : null}
    </dl>
  );
}

function History({ detail }: { detail: AdminWithdrawalDetail }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="withdrawal-history" className="flex flex-col gap-2">
      <h2 id="withdrawal-history" className="font-bold">
        {t('withdrawals.detail.history')}
      </h2>
      <ol data-testid="withdrawal-history" className="flex flex-col gap-2">
        {detail.events.map((event, index) => (
          <li
            // The history is append-only and ordered; the position is its identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: append-only list
            key={index}
            className="flex flex-col gap-1 rounded-md border border-border bg-surface p-3 sm:flex-row sm:items-center sm:gap-3"
          >
            <span className="text-xs text-muted tabular-nums">
              {formatBrandDateTime(event.createdAt, detail.gmtOffsetMinutes)}
            </span>
            <span className="self-start sm:self-auto">
              <WithdrawalStatusBadge status={event.toStatus} />
            </span>
            <span className="text-sm">
              {t(`withdrawals.actorTypes.${event.actorType}`)} · {event.actorName}
            </span>
            {event.note ? <span className="text-sm text-muted break-words">{event.note}</span> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}

/** One withdrawal for finance: the receiving account, the history, claim images and the decisions. */
export function WithdrawalDetail({
  id,
  canDecide,
  memberPanel,
}: {
  id: string;
  canDecide: boolean;
  /** What the page shows about the requesting member (the risk view), once the withdrawal is loaded. */
  memberPanel?: (memberId: string) => ReactNode;
}) {
  const { t } = useTranslation();
  const query = useWithdrawal(id);
  const [action, setAction] = useState<DecisionAction | null>(null);
  if (query.isError && !query.data)
    return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) return <LoadingState />;
  const detail = query.data;
  const actions = canDecide ? actionsFor(detail.withdrawal) : [];
  return (
    <div data-testid="withdrawal-detail" className="flex flex-col gap-5">
      {actions.length > 0 ? (
        <div className="flex flex-wrap gap-2">
          {actions.map((candidate) => (
            <button
              key={candidate}
              type="button"
              data-testid={`withdrawal-action-${candidate}`}
              onClick={() => setAction(candidate)}
              className={
                candidate === 'reject'
                  ? buttonStyles.danger
                  : candidate === 'resolveDismiss'
                    ? buttonStyles.secondary
                    : buttonStyles.primary
              }
            >
              {t(`withdrawals.actions.${candidate}.button`)}
            </button>
          ))}
        </div>
      ) : null}
      {detail.withdrawal.ledgerStepPending ? (
        <p role="status" className="rounded-md border border-border bg-warning-surface p-3">
          {t('withdrawals.detail.ledgerPending')}
        </p>
      ) : null}
      <Summary detail={detail} />
      {detail.withdrawal.proofImageIds.length > 0 ? (
        <ProofImages ids={detail.withdrawal.proofImageIds} />
      ) : null}
      <History detail={detail} />
      {memberPanel?.(detail.withdrawal.memberId)}
      {action ? (
        <DecisionDialog
          withdrawal={detail.withdrawal}
          action={action}
          money={detail}
          onClose={() => setAction(null)}
        />
      ) : null}
    </div>
  );
}
