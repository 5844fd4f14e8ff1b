import { AlertIcon, RefreshIcon } from '@gaming/ui/icons';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../components/button-styles';
import { Skeleton } from '../../../components/skeleton';
import { useFunWallet } from '../api/get-fun-wallet';
import { useResetFunWallet } from '../api/reset-fun-wallet';
import { formatFunAmount } from '../lib/format';

/** The "FUN" chip that marks every fun amount, so it never reads as money. */
export function FunChip() {
  const { t } = useTranslation();
  return (
    <span
      aria-hidden="true"
      className="shrink-0 rounded-full bg-warning px-2 py-0.5 text-[0.65rem] font-extrabold tracking-wide text-bg"
    >
      {t('funPlay.badge')}
    </span>
  );
}

/**
 * The fun balance in its own look (dashed warm pill, FUN chip, its name written out), with the reset
 * when the rule allows one. Never formatted as money: no currency symbol.
 */
export function FunBalance({ compact = false, className = '' }: { compact?: boolean; className?: string }) {
  const { t } = useTranslation();
  const wallet = useFunWallet();
  const reset = useResetFunWallet();
  const data = wallet.data;
  const amount = data ? formatFunAmount(data.balanceMinor, data.decimals) : null;
  const starting = data ? formatFunAmount(data.startingMinor, data.decimals) : '';
  return (
    <div
      data-testid="fun-balance"
      className={`flex h-10 min-w-0 items-center gap-2 rounded-full border-2 border-dashed border-warning bg-warning-surface ps-1.5 pe-1 text-sm ${className}`}
    >
      <FunChip />
      <span className={`shrink-0 text-xs font-semibold ${compact ? 'sr-only sm:not-sr-only' : ''}`}>
        {t('funPlay.balanceLabel')}
      </span>
      {amount !== null ? (
        <span
          data-testid="fun-balance-amount"
          className="min-w-0 truncate font-bold tabular-nums"
          title={t('funPlay.balanceLong', { amount })}
        >
          {amount}
        </span>
      ) : wallet.isError ? (
        <AlertIcon className="size-4 text-danger" aria-label={t('balance.unavailable')} />
      ) : (
        <Skeleton className="h-4 w-16" />
      )}
      {data?.canReset ? (
        <button
          type="button"
          data-testid="fun-balance-reset"
          onClick={() => reset.mutate()}
          disabled={reset.isPending}
          aria-label={t('funPlay.resetLabel', { amount: starting, count: data.resetsLeftToday })}
          title={t('funPlay.resetLabel', { amount: starting, count: data.resetsLeftToday })}
          className="flex h-8 shrink-0 items-center gap-1 rounded-full px-2 text-xs font-semibold hover:bg-surface-3"
        >
          <RefreshIcon className="size-4" />
          <span className={compact ? 'sr-only sm:not-sr-only' : ''}>{t('funPlay.reset')}</span>
        </button>
      ) : null}
    </div>
  );
}

/**
 * The header's money strip for a trial account (issue 14 #9): its fun balance, and withdraw and deposit
 * as a member sees them, which lead to the invitation to register (a trial account has no money).
 */
export function FunWalletStrip({ onRealAccount }: { onRealAccount: () => void }) {
  const { t } = useTranslation();
  return (
    <div data-testid="fun-wallet" className="flex w-full items-center justify-between gap-2 lg:w-auto">
      <FunBalance compact />
      <div className="flex shrink-0 items-center gap-2">
        <button
          type="button"
          data-testid="header-withdraw"
          onClick={onRealAccount}
          className={`${buttonStyles.secondary} h-9 px-2.5 text-xs sm:px-3 sm:text-sm`}
        >
          {t('balance.withdraw')}
        </button>
        <button
          type="button"
          data-testid="header-deposit"
          onClick={onRealAccount}
          className={`${buttonStyles.primary} h-9 px-2.5 text-xs sm:px-3 sm:text-sm`}
        >
          {t('balance.deposit')}
        </button>
      </div>
    </div>
  );
}

/** Above a game a trial account plays: what it plays with, and the rule of the fun balance. */
export function FunPlayBanner() {
  const { t } = useTranslation();
  const wallet = useFunWallet();
  const data = wallet.data;
  return (
    <section
      data-testid="fun-play-banner"
      className="flex flex-col gap-2 rounded-xl border-2 border-dashed border-warning bg-warning-surface p-3 text-sm sm:flex-row sm:items-center sm:justify-between"
    >
      <p>
        <strong>{t('funPlay.gameBanner')}</strong>{' '}
        {data
          ? t('funPlay.rule', {
              amount: formatFunAmount(data.startingMinor, data.decimals),
              count: data.resetsPerDay,
            })
          : null}
      </p>
      <FunBalance className="shrink-0 self-start sm:self-auto" />
    </section>
  );
}
