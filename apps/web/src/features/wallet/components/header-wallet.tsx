import { AlertIcon, EyeIcon, EyeOffIcon } from '@gaming/ui/icons';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../components/button-styles';
import { Skeleton } from '../../../components/skeleton';
import { useBalance } from '../api/get-balance';
import { formatMoney, maskedAmount, toMinor, withSymbol } from '../lib/money';
import type { BalanceResponse } from '../lib/wallet-types';
import { useBalanceVisibilityStore } from '../stores/balance-visibility-store';
import { RefreshBalanceButton } from './refresh-balance-button';

function BalanceFigure({
  data,
  isError,
  hidden,
}: {
  data: BalanceResponse | undefined;
  isError: boolean;
  hidden: boolean;
}) {
  const { t } = useTranslation();
  if (!data) {
    if (isError) {
      return (
        <span data-testid="header-balance" data-state="error" className="flex items-center gap-1 text-muted">
          <AlertIcon className="size-4 text-danger" />
          <span className="text-xs">{t('balance.unavailable')}</span>
        </span>
      );
    }
    return <Skeleton className="h-4 w-20" />;
  }
  if (hidden) {
    return (
      <span data-testid="header-balance" data-state="hidden" className="font-bold tracking-widest">
        <span aria-hidden="true">{maskedAmount}</span>
        <span className="sr-only">{t('balance.hiddenLabel')}</span>
      </span>
    );
  }
  // The balance is what can be spent: money held for a withdrawal in progress is not (issue 14 #3).
  const text = withSymbol(data.currencySymbol, formatMoney(data.availableMinor, data.decimals));
  const held = (toMinor(data.heldMinor) ?? 0n) > 0n ? formatMoney(data.heldMinor, data.decimals) : null;
  // A long figure gets a smaller size before the narrow phone strip would have to cut it.
  const figure = (
    <span
      data-testid="header-balance"
      data-state="shown"
      title={text}
      className={`min-w-0 truncate font-bold tabular-nums ${text.length > 14 ? 'text-xs sm:text-sm' : ''}`}
    >
      {text}
    </span>
  );
  if (!held) return figure;
  return (
    <span className="flex min-w-0 flex-col leading-tight" title={t('balance.heldLong', { amount: held })}>
      {figure}
      <span
        data-testid="header-balance-held"
        aria-hidden="true"
        className="truncate text-[0.65rem] text-muted tabular-nums"
      >
        {t('balance.held', { amount: held })}
      </span>
      <span className="sr-only">{t('balance.heldLong', { amount: held })}</span>
    </span>
  );
}

/**
 * The logged-in header's money controls (spec §2 Header): the balance with 2 decimals, a refresh and a
 * show/hide toggle, then withdraw and deposit. Real members only; the caller decides who sees it.
 */
export function HeaderWallet({
  onDeposit,
  onWithdraw,
}: {
  /** None for a restricted (excluded) session: it may only take money out. */
  onDeposit: (() => void) | undefined;
  onWithdraw: () => void;
}) {
  const { t } = useTranslation();
  const balance = useBalance({ live: true });
  const hidden = useBalanceVisibilityStore((state) => state.hidden);
  const toggle = useBalanceVisibilityStore((state) => state.toggle);
  return (
    <div data-testid="header-wallet" className="flex w-full items-center justify-between gap-2 lg:w-auto">
      <div className="flex h-10 min-w-0 items-center gap-1 rounded-full border border-border bg-surface-2 ps-3 pe-1 text-sm">
        <span className="sr-only text-xs text-muted xl:not-sr-only xl:me-1">{t('balance.label')}</span>
        <BalanceFigure data={balance.data} isError={balance.isError} hidden={hidden} />
        <RefreshBalanceButton
          refetch={balance.refetch}
          fetching={balance.isFetching}
          testId="header-balance-refresh"
        />
        <button
          type="button"
          data-testid="header-balance-toggle"
          aria-label={hidden ? t('balance.show') : t('balance.hide')}
          onClick={toggle}
          className="grid size-8 shrink-0 place-items-center rounded-full text-muted hover:bg-surface-3 hover:text-text"
        >
          {hidden ? <EyeOffIcon className="size-4.5" /> : <EyeIcon className="size-4.5" />}
        </button>
      </div>
      <div className="flex shrink-0 items-center gap-2">
        <button
          type="button"
          data-testid="header-withdraw"
          onClick={onWithdraw}
          className={`${buttonStyles.secondary} h-9 px-2.5 text-xs sm:px-3 sm:text-sm`}
        >
          {t('balance.withdraw')}
        </button>
        {onDeposit ? (
          <button
            type="button"
            data-testid="header-deposit"
            onClick={onDeposit}
            className={`${buttonStyles.primary} h-9 px-2.5 text-xs sm:px-3 sm:text-sm`}
          >
            {t('balance.deposit')}
          </button>
        ) : null}
      </div>
    </div>
  );
}
