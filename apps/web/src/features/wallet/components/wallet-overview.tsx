import { ArrowUpRightIcon, CoinIcon, ListIcon, UsersIcon, WalletIcon } from '@gaming/ui/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../components/button-styles';
import { ErrorState } from '../../../components/error-state';
import { Skeleton } from '../../../components/skeleton';
import { useBalance } from '../api/get-balance';
import { useMerchantWallet } from '../api/get-merchant-wallet';
import { formatMoney, withSymbol } from '../lib/money';
import type { BalanceResponse } from '../lib/wallet-types';
import { RefreshBalanceButton } from './refresh-balance-button';
import { VendorWallets } from './vendor-wallets';

export type WalletShortcut = 'deposit' | 'withdraw' | 'transferUpline' | 'records';

const panelClass = 'rounded-xl border border-border bg-surface p-4 sm:p-5';

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="min-w-0 rounded-lg bg-surface-2 px-3 py-2.5">
      <dt className="text-xs text-muted">{label}</dt>
      <dd data-testid={testId} className="truncate font-semibold tabular-nums">
        {value}
      </dd>
    </div>
  );
}

function MainWallet({ balance }: { balance: BalanceResponse }) {
  const { t } = useTranslation(['wallet', 'common']);
  const money = (minor: string) => withSymbol(balance.currencySymbol, formatMoney(minor, balance.decimals));
  return (
    <>
      {/* What can be spent leads; money held for a withdrawal in progress is shown apart (issue 14 #3). */}
      <p className="text-xs text-muted">{t('overview.available')}</p>
      <p data-testid="wallet-balance" className="text-3xl font-extrabold tracking-tight tabular-nums">
        {money(balance.availableMinor)}
      </p>
      <dl className="mt-4 grid grid-cols-2 gap-2 sm:max-w-md">
        <Figure label={t('overview.held')} value={money(balance.heldMinor)} testId="wallet-held" />
        <Figure label={t('overview.total')} value={money(balance.balanceMinor)} testId="wallet-total" />
      </dl>
      <p className="mt-3 text-xs text-muted">{t('overview.heldHint')}</p>
    </>
  );
}

function WalletMode() {
  const { t } = useTranslation(['wallet', 'common']);
  const mode = useMerchantWallet();
  if (mode.isError && !mode.data) {
    return <ErrorState compact error={mode.error} onRetry={() => void mode.refetch()} />;
  }
  if (!mode.data) return <Skeleton className="h-12" />;
  const single = mode.data.isSingle;
  return (
    <div data-testid="wallet-mode" data-mode={single ? 'single' : 'transfer'}>
      <p className="font-semibold">{single ? t('overview.singleMode') : t('overview.transferMode')}</p>
      <p className="mt-1 text-sm text-muted">
        {single ? t('overview.singleModeBody') : t('overview.transferModeBody')}
      </p>
    </div>
  );
}

/**
 * The wallet page (transferFund): the main wallet's balance, available and held amounts, the wallet
 * mode, and in transfer-wallet mode each vendor wallet with moves in, out and a recall of everything.
 */
export function WalletOverview({ onOpen }: { onOpen: (shortcut: WalletShortcut) => void }) {
  const { t } = useTranslation(['wallet', 'common']);
  const balance = useBalance();
  const shortcuts: Array<{ id: WalletShortcut; label: string; icon: ReactNode }> = [
    { id: 'deposit', label: t('overview.deposit'), icon: <CoinIcon /> },
    {
      id: 'withdraw',
      label: t('overview.withdraw'),
      icon: <ArrowUpRightIcon className="size-5 rtl:-scale-x-100" />,
    },
    { id: 'transferUpline', label: t('overview.transferUpline'), icon: <UsersIcon /> },
    { id: 'records', label: t('overview.records'), icon: <ListIcon /> },
  ];
  return (
    <div data-testid="wallet-overview" className="flex flex-col gap-4">
      <section aria-labelledby="main-wallet-title" className={panelClass}>
        <div className="mb-2 flex items-center justify-between gap-2">
          <h3 id="main-wallet-title" className="flex items-center gap-2 font-bold">
            <WalletIcon className="size-5 text-accent-text" />
            {t('overview.mainWallet')}
          </h3>
          <RefreshBalanceButton
            refetch={balance.refetch}
            fetching={balance.isFetching}
            testId="wallet-refresh"
            className="size-10"
          />
        </div>
        {balance.data ? (
          <MainWallet balance={balance.data} />
        ) : balance.isError ? (
          <ErrorState error={balance.error} onRetry={() => void balance.refetch()} />
        ) : (
          <div className="flex flex-col gap-3">
            <Skeleton className="h-9 w-48" />
            <Skeleton className="h-14 sm:max-w-md" />
          </div>
        )}
        <div className="mt-4 grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
          {shortcuts.map((shortcut) => (
            <button
              key={shortcut.id}
              type="button"
              data-testid={`wallet-shortcut-${shortcut.id}`}
              onClick={() => onOpen(shortcut.id)}
              className={`${shortcut.id === 'deposit' ? buttonStyles.primary : buttonStyles.secondary} [&>svg]:size-4.5`}
            >
              {shortcut.icon}
              {shortcut.label}
            </button>
          ))}
        </div>
      </section>

      <section aria-labelledby="wallet-mode-title" className={panelClass}>
        <h3 id="wallet-mode-title" className="mb-2 font-bold">
          {t('overview.modeTitle')}
        </h3>
        <WalletMode />
      </section>

      <VendorWallets />
    </div>
  );
}
