import type { Withdrawal, WithdrawalStatus } from '@gaming/contracts/withdrawals';
import { ClockIcon, ListIcon } from '@gaming/ui/icons';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../components/button-styles';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { PageNav } from '../../../components/page-nav';
import { Skeleton } from '../../../components/skeleton';
import { formatBrandIso } from '../../../lib/brand-time';
import { useRgProfile } from '../../responsible-gaming/api/get-rg-profile';
import { useWithdrawals, withdrawalsPageSize } from '../api/get-withdrawals';
import { minutesUntil, money } from '../lib/withdraw-money';
import { CancelWithdrawal } from './cancel-withdrawal';
import { NotReceivedDialog, PartlyReceivedDialog, ReceivedDialog } from './receipt-dialogs';

type Currency = { symbol: string; decimals: number };
type GameRules = { withdrawalReversal: boolean } | undefined;

const statusTone: Record<WithdrawalStatus, string> = {
  holding: 'bg-surface-3 text-text',
  pending: 'bg-info-surface text-text',
  approved: 'bg-info-surface text-text',
  paid: 'bg-warning-surface text-text',
  completed: 'bg-surface-3 text-success',
  refunded: 'bg-surface-3 text-success',
  rejected: 'bg-danger-surface text-text',
  failed: 'bg-danger-surface text-text',
  partly_received: 'bg-warning-surface text-text',
  not_received: 'bg-warning-surface text-text',
};

/** A minute clock for the countdowns; one timer for the whole list. */
function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

function AutoConfirmNote({ at, offset, now }: { at: string; offset: number; now: number }) {
  const { t } = useTranslation(['withdraw', 'common']);
  const minutes = minutesUntil(at, now);
  const hours = Math.floor(minutes / 60);
  return (
    <p data-testid="withdrawal-auto-confirm" className="flex items-start gap-2 text-xs text-muted">
      <ClockIcon className="size-4 shrink-0" />
      <span>
        {t('list.autoConfirm', {
          time: formatBrandIso(at, offset),
          left:
            hours > 0
              ? t('list.hoursMinutes', { hours, minutes: minutes % 60 })
              : t('list.minutes', { count: minutes }),
        })}
      </span>
    </p>
  );
}

function ReceiptChoices({ withdrawal, currency }: { withdrawal: Withdrawal; currency: Currency }) {
  const { t } = useTranslation(['withdraw', 'common']);
  const [open, setOpen] = useState<'received' | 'partly' | 'notReceived' | null>(null);
  const close = (next: boolean) => (next ? undefined : setOpen(null));
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm font-semibold">{t('list.didYouReceive')}</p>
      <div className="grid grid-cols-1 gap-2 sm:flex sm:flex-wrap">
        <button
          type="button"
          data-testid="withdrawal-received"
          onClick={() => setOpen('received')}
          className={buttonStyles.primary}
        >
          {t('list.received')}
        </button>
        <button
          type="button"
          data-testid="withdrawal-partly"
          onClick={() => setOpen('partly')}
          className={buttonStyles.secondary}
        >
          {t('list.partlyReceived')}
        </button>
        <button
          type="button"
          data-testid="withdrawal-not-received"
          onClick={() => setOpen('notReceived')}
          className={buttonStyles.secondary}
        >
          {t('list.notReceived')}
        </button>
      </div>
      <ReceivedDialog
        withdrawal={withdrawal}
        currency={currency}
        open={open === 'received'}
        onOpenChange={close}
      />
      <PartlyReceivedDialog
        withdrawal={withdrawal}
        currency={currency}
        open={open === 'partly'}
        onOpenChange={close}
      />
      <NotReceivedDialog withdrawal={withdrawal} open={open === 'notReceived'} onOpenChange={close} />
    </div>
  );
}

function Detail({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="flex justify-between gap-3 sm:flex-col sm:justify-start sm:gap-0.5">
      <dt className="text-muted">{label}</dt>
      <dd data-testid={testId} className="text-end font-medium tabular-nums break-all sm:text-start">
        {value}
      </dd>
    </div>
  );
}

/** One withdrawal: amount, status, account and what the member can still do or should know. */
function WithdrawalItem({
  withdrawal,
  currency,
  offset,
  now,
  gameRules,
}: {
  withdrawal: Withdrawal;
  currency: Currency;
  offset: number;
  now: number;
  gameRules: GameRules;
}) {
  const { t } = useTranslation(['withdraw', 'common']);
  const show = (minor: string) => money(currency.symbol, minor, currency.decimals);
  const accountTail = withdrawal.accountNumber.replace(/[^0-9A-Za-z]/g, '').slice(-4);
  return (
    <li
      data-testid="withdrawal-item"
      data-withdrawal-id={withdrawal.id}
      data-status={withdrawal.status}
      className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="text-lg font-extrabold tabular-nums">{show(withdrawal.amountMinor)}</span>
        <span
          data-testid="withdrawal-status"
          className={`rounded-full px-2.5 py-1 text-xs font-semibold ${statusTone[withdrawal.status]}`}
        >
          {withdrawal.forced
            ? t('status.forced')
            : withdrawal.cancelledByMember
              ? t('status.cancelledByMember')
              : t(`status.${withdrawal.status}`)}
        </span>
      </div>
      <dl className="grid gap-2 text-sm sm:grid-cols-3">
        <Detail
          label={t('list.orderNumber')}
          value={withdrawal.orderNumber}
          testId="withdrawal-order-number"
        />
        <Detail label={t('list.requestedAt')} value={formatBrandIso(withdrawal.createdAt, offset)} />
        <Detail label={t('list.account')} value={`${withdrawal.bankName} ·••${accountTail}`} />
        <Detail label={t('list.payout')} value={show(withdrawal.payoutMinor)} />
        {withdrawal.payoutReference ? (
          <Detail label={t('list.payoutReference')} value={withdrawal.payoutReference} />
        ) : null}
        {withdrawal.receivedMinor !== null && withdrawal.remainderMinor !== null ? (
          <>
            <Detail label={t('list.receivedAmount')} value={show(withdrawal.receivedMinor)} />
            <Detail
              label={t('list.remainder')}
              value={show(withdrawal.remainderMinor)}
              testId="withdrawal-remainder"
            />
          </>
        ) : null}
        {withdrawal.refundMinor !== null ? (
          <Detail label={t('list.refunded')} value={show(withdrawal.refundMinor)} />
        ) : null}
      </dl>
      {withdrawal.rejectionReason ? (
        <p data-testid="withdrawal-rejection" className="rounded-md bg-danger-surface p-3 text-sm">
          {t('list.rejectionReason', { reason: withdrawal.rejectionReason })}
        </p>
      ) : null}
      {withdrawal.status === 'partly_received' || withdrawal.status === 'not_received' ? (
        <p className="rounded-md bg-warning-surface p-3 text-sm">{t('list.investigating')}</p>
      ) : null}
      {withdrawal.resolutionReason ? (
        <p className="text-sm text-muted">{t('list.resolution', { reason: withdrawal.resolutionReason })}</p>
      ) : null}
      {withdrawal.status === 'paid' ? (
        <>
          <ReceiptChoices withdrawal={withdrawal} currency={currency} />
          {withdrawal.autoConfirmAt ? (
            <AutoConfirmNote at={withdrawal.autoConfirmAt} offset={offset} now={now} />
          ) : null}
        </>
      ) : null}
      <CancelWithdrawal withdrawal={withdrawal} currency={currency} gameRules={gameRules} />
    </li>
  );
}

/** "My withdrawals", newest first, with paging (bounded pages). */
export function WithdrawalList({
  currency,
  gmtOffsetMinutes,
}: {
  currency: Currency;
  gmtOffsetMinutes: number;
}) {
  const { t } = useTranslation(['withdraw', 'common']);
  const [page, setPage] = useState(1);
  const list = useWithdrawals(page);
  // The brand's profile says whether a pending withdrawal may be reversed (withdrawCancel).
  const gameRules = useRgProfile().data?.gameRules;
  const now = useMinuteClock();
  const total = list.data?.pageInfo.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / withdrawalsPageSize));
  return (
    <section
      aria-labelledby="withdrawal-list-title"
      data-testid="withdrawal-list"
      className="flex flex-col gap-3"
    >
      <h2 id="withdrawal-list-title" className="text-lg font-bold">
        {t('list.title')}
      </h2>
      {list.isError && !list.data ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : !list.data ? (
        <Skeleton className="h-40" />
      ) : list.data.withdrawals.length === 0 ? (
        <EmptyState
          icon={<ListIcon className="size-6" />}
          title={t('list.emptyTitle')}
          body={t('list.emptyBody')}
        />
      ) : (
        <ul className="flex flex-col gap-3">
          {list.data.withdrawals.map((withdrawal) => (
            <WithdrawalItem
              key={withdrawal.id}
              withdrawal={withdrawal}
              currency={currency}
              offset={gmtOffsetMinutes}
              now={now}
              gameRules={gameRules}
            />
          ))}
        </ul>
      )}
      {pages > 1 ? (
        <PageNav
          label={t('list.pages')}
          page={page}
          pageCount={pages}
          total={total}
          onPage={setPage}
          testId="withdrawals"
        />
      ) : null}
    </section>
  );
}
