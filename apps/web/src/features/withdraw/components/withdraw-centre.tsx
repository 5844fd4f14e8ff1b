import { LockIcon } from '@gaming/ui/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../components/button-styles';
import { ErrorState } from '../../../components/error-state';
import { Skeleton } from '../../../components/skeleton';
import { useWithdrawBalance } from '../api/get-withdraw-balance';
import { useWithdrawSettings } from '../api/get-withdraw-settings';
import { WithdrawForm } from './withdraw-form';
import { WithdrawalList } from './withdrawal-list';

/**
 * The member centre's withdrawal page: the request form and "my withdrawals" with the receipt answers.
 * A member without a payment password is asked to set one first (withdrawals need it).
 */
export function WithdrawCentre({
  paymentPasswordSet,
  onSetPaymentPassword,
  gmtOffsetMinutes,
  renderWageringBlock,
}: {
  paymentPasswordSet: boolean;
  onSetPaymentPassword: () => void;
  gmtOffsetMinutes: number;
  /** A refusal for a bonus still in wagering (`bonus_wagering_active`), told by the rewards feature. */
  renderWageringBlock: (error: unknown) => ReactNode;
}) {
  const { t } = useTranslation(['withdraw', 'common']);
  const settings = useWithdrawSettings();
  const balance = useWithdrawBalance();
  if (!paymentPasswordSet) {
    return (
      <div
        data-testid="withdraw-needs-payment-password"
        className="flex flex-col items-start gap-3 rounded-xl border border-border bg-surface p-4 sm:flex-row sm:items-center"
      >
        <span className="grid size-10 shrink-0 place-items-center rounded-full bg-surface-2 text-accent-text">
          <LockIcon />
        </span>
        <p className="flex-1 text-sm">{t('needsPaymentPassword')}</p>
        <button
          type="button"
          data-testid="withdraw-set-payment-password"
          onClick={onSetPaymentPassword}
          className={`${buttonStyles.primary} shrink-0`}
        >
          {t('setPaymentPassword')}
        </button>
      </div>
    );
  }
  const failed = settings.isError ? settings : balance.isError ? balance : null;
  if (failed && (!settings.data || !balance.data)) {
    return (
      <ErrorState
        error={failed.error}
        onRetry={() => void Promise.all([settings.refetch(), balance.refetch()])}
      />
    );
  }
  if (!settings.data || !balance.data) return <Skeleton className="h-96" />;
  return (
    <div data-testid="withdraw-centre" className="flex flex-col gap-8">
      <WithdrawForm
        settings={settings.data}
        balance={balance.data}
        onSetPaymentPassword={onSetPaymentPassword}
        renderWageringBlock={renderWageringBlock}
      />
      <WithdrawalList
        currency={{ symbol: settings.data.currencySymbol, decimals: settings.data.decimals }}
        gmtOffsetMinutes={gmtOffsetMinutes}
      />
    </div>
  );
}
