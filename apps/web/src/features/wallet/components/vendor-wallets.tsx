import { GamepadIcon, RefreshIcon } from '@gaming/ui/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../components/button-styles';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { FormAlert } from '../../../components/form-alert';
import { Skeleton } from '../../../components/skeleton';
import { useMerchantWallet } from '../api/get-merchant-wallet';
import { useVendorWallets } from '../api/get-vendor-wallets';
import { useVendorMoves } from '../hooks/use-vendor-moves';
import { formatMoney, toMinor, withSymbol } from '../lib/money';
import type {
  VendorTransferDirection,
  VendorWallet,
  VendorWalletsResponse,
} from '../lib/vendor-wallet-types';
import { VendorTransferForm } from './vendor-transfer-form';

const panelClass = 'rounded-xl border border-border bg-surface p-4 sm:p-5';

function Title() {
  const { t } = useTranslation(['wallet', 'common']);
  return (
    <h3 id="vendor-wallets-title" className="flex items-center gap-2 font-bold">
      <GamepadIcon className="size-5 text-accent-text" />
      {t('overview.vendorWallets')}
    </h3>
  );
}

/**
 * The vendor wallets of the wallet page (transferFund) in transfer-wallet mode: each vendor's balance,
 * moves in and out of the main wallet, and a recall of everything. A single-wallet site shows nothing
 * here: its games spend from the main wallet directly. `recallOnly` (a restricted session, issue 20): the
 * balances and the recall, no move into a vendor.
 */
export function VendorWallets({ recallOnly = false }: { recallOnly?: boolean } = {}) {
  const wallets = useVendorWallets();
  // The mode is cached for the whole site: a single-wallet site never flashes an empty vendor panel.
  const mode = useMerchantWallet();
  const isSingle = wallets.data ? wallets.data.isSingle : mode.data?.isSingle;
  if (isSingle !== false) return null;
  return (
    <section aria-labelledby="vendor-wallets-title" data-testid="vendor-wallets" className={panelClass}>
      {wallets.data ? (
        <VendorWalletsPanel data={wallets.data} recallOnly={recallOnly} />
      ) : (
        <>
          <Title />
          {wallets.isError ? (
            <div className="mt-3">
              <ErrorState error={wallets.error} onRetry={() => void wallets.refetch()} />
            </div>
          ) : (
            <div
              data-testid="vendor-wallets-loading"
              className="mt-3 grid gap-2 sm:grid-cols-2 lg:grid-cols-3"
            >
              {[1, 2, 3].map((key) => (
                <Skeleton key={key} className="h-24" />
              ))}
            </div>
          )}
        </>
      )}
    </section>
  );
}

function StatusBadge({ status }: { status: VendorWallet['status'] }) {
  const { t } = useTranslation(['wallet', 'common']);
  if (status === 'active') return null;
  return (
    <span
      data-testid="vendor-wallet-status"
      className="rounded-full bg-surface-3 px-2 py-0.5 text-xs font-medium text-muted"
    >
      {t(`vendors.status.${status}`)}
    </span>
  );
}

type Selection = { vendorCode: string; direction: VendorTransferDirection };

function VendorWalletsPanel({ data, recallOnly }: { data: VendorWalletsResponse; recallOnly: boolean }) {
  const { t } = useTranslation(['wallet', 'common']);
  const moves = useVendorMoves();
  const movable = data.vendors.filter((vendor) => vendor.status !== 'disabled');
  const [selection, setSelection] = useState<Selection>({
    vendorCode: movable[0]?.vendorCode ?? '',
    direction: 'in',
  });
  const [recallNotice, setRecallNotice] = useState<string | null>(null);
  const [recallError, setRecallError] = useState<unknown>(null);
  const money = (minor: string | bigint) =>
    withSymbol(data.currencySymbol, formatMoney(minor, data.decimals));
  const recallableMinor = movable.reduce((sum, vendor) => sum + (toMinor(vendor.balanceMinor) ?? 0n), 0n);

  const choose = (next: Selection) => {
    setSelection(next);
    moves.transfer.reset();
    // After the form re-mounts for the new choice.
    requestAnimationFrame(() =>
      document.querySelector<HTMLInputElement>('[data-testid="vendor-transfer-amount"]')?.focus(),
    );
  };

  const recall = async () => {
    setRecallNotice(null);
    setRecallError(null);
    try {
      const result = await moves.recall.send({});
      if (!result) return;
      const nameOf = (code: string) =>
        data.vendors.find((vendor) => vendor.vendorCode === code)?.displayName ?? code;
      const pending = result.unsettled
        .filter((entry) => entry.reason === 'pending')
        .map((entry) => nameOf(entry.vendorCode));
      const unavailable = result.unsettled
        .filter((entry) => entry.reason === 'unavailable')
        .map((entry) => nameOf(entry.vendorCode));
      setRecallNotice(
        [
          result.recalled.length === 0
            ? result.unsettled.length === 0
              ? t('vendors.recallNothing')
              : null
            : t('vendors.recallDone', { amount: money(result.totalRecalledMinor) }),
          pending.length > 0 ? t('vendors.recallPending', { vendors: pending.join(', ') }) : null,
          unavailable.length > 0 ? t('vendors.recallUnavailable', { vendors: unavailable.join(', ') }) : null,
        ]
          .filter(Boolean)
          .join(' '),
      );
    } catch (error) {
      setRecallError(error);
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Title />
        <p className="text-sm">
          <span className="text-muted">{t('vendors.total')} </span>
          <span data-testid="vendor-wallets-total" className="font-bold tabular-nums">
            {money(data.totalMinor)}
          </span>
        </p>
      </div>
      {data.vendors.length === 0 ? (
        <div data-testid="vendor-wallets-empty">
          <EmptyState
            icon={<GamepadIcon className="size-6" />}
            title={t('vendors.emptyTitle')}
            body={t('vendors.emptyBody')}
          />
        </div>
      ) : (
        <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {data.vendors.map((vendor) => (
            <li
              key={vendor.vendorCode}
              data-testid="vendor-wallet"
              data-vendor={vendor.vendorCode}
              className="flex flex-col gap-2 rounded-lg bg-surface-2 p-3"
            >
              <div className="flex items-center justify-between gap-2">
                <span className="min-w-0 truncate font-semibold">{vendor.displayName}</span>
                <StatusBadge status={vendor.status} />
              </div>
              <p data-testid="vendor-wallet-balance" className="text-lg font-bold tabular-nums">
                {money(vendor.balanceMinor)}
              </p>
              {vendor.transferPending ? (
                <p data-testid="vendor-wallet-pending" className="text-xs text-warning">
                  {t('vendors.transferPending')}
                </p>
              ) : null}
              {vendor.vendorBalanceMinor === null && vendor.status !== 'disabled' ? (
                <p data-testid="vendor-wallet-unreachable" className="text-xs text-muted">
                  {t('vendors.unreachable')}
                </p>
              ) : null}
              {recallOnly ? null : vendor.status === 'disabled' ? (
                <p className="text-xs text-muted">{t('vendors.disabledHint')}</p>
              ) : (
                <div className="grid grid-cols-2 gap-2">
                  <button
                    type="button"
                    data-testid="vendor-wallet-in"
                    disabled={vendor.status !== 'active'}
                    aria-label={t('vendors.moveInTo', { vendor: vendor.displayName })}
                    onClick={() => choose({ vendorCode: vendor.vendorCode, direction: 'in' })}
                    className={`${buttonStyles.secondary} ${buttonStyles.small}`}
                  >
                    {t('vendors.in')}
                  </button>
                  <button
                    type="button"
                    data-testid="vendor-wallet-out"
                    aria-label={t('vendors.moveOutOf', { vendor: vendor.displayName })}
                    onClick={() => choose({ vendorCode: vendor.vendorCode, direction: 'out' })}
                    className={`${buttonStyles.secondary} ${buttonStyles.small}`}
                  >
                    {t('vendors.out')}
                  </button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {movable.length > 0 ? (
        <div className="grid gap-4 lg:grid-cols-[minmax(0,28rem)_1fr] lg:items-start">
          {recallOnly ? null : (
            <VendorTransferForm
              // A new vendor or direction is a new form: no amount or message of the previous one carries over.
              key={`${selection.vendorCode}:${selection.direction}`}
              data={data}
              vendors={movable}
              selection={selection}
              onSelectionChange={(next) => {
                setSelection(next);
                moves.transfer.reset();
              }}
              transfer={moves.transfer}
            />
          )}
          <div className="flex flex-col gap-2 rounded-lg border border-border p-4">
            <p className="text-sm text-muted">{t('vendors.recallIntro')}</p>
            <button
              type="button"
              data-testid="vendor-recall-all"
              disabled={moves.recall.pending || recallableMinor === 0n}
              onClick={() => void recall()}
              className={`${buttonStyles.secondary} self-start`}
            >
              <RefreshIcon className="size-4" />
              {t('vendors.recallAll')}
            </button>
            {recallNotice ? <FormAlert success={recallNotice} testId="vendor-recall-result" /> : null}
            {recallError ? <FormAlert error={recallError} testId="vendor-recall-error" /> : null}
            {recallError && moves.recall.uncertain ? (
              <p className="text-xs text-muted">{t('vendors.uncertain')}</p>
            ) : null}
          </div>
        </div>
      ) : null}
    </div>
  );
}
