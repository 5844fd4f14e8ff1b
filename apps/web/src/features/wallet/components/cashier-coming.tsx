import { ArrowUpRightIcon, CoinIcon } from '@gaming/ui/icons';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../components/button-styles';
import { EmptyState } from '../../../components/empty-state';

/**
 * Deposit and withdrawal until the cashier is built: an honest state, no invented channels. A member
 * without a payment password may set it now; withdrawals will ask for it.
 */
export function CashierComing({
  kind,
  paymentPasswordSet = true,
  onSetPaymentPassword,
}: {
  kind: 'deposit' | 'withdraw';
  paymentPasswordSet?: boolean;
  onSetPaymentPassword?: () => void;
}) {
  const { t } = useTranslation(['wallet', 'common']);
  const offerPaymentPassword = kind === 'withdraw' && !paymentPasswordSet && onSetPaymentPassword;
  return (
    <div data-testid={`cashier-coming-${kind}`}>
      <EmptyState
        icon={kind === 'deposit' ? <CoinIcon className="size-6" /> : <ArrowUpRightIcon className="size-6" />}
        title={kind === 'deposit' ? t('cashier.depositTitle') : t('cashier.withdrawTitle')}
        body={kind === 'deposit' ? t('cashier.depositBody') : t('cashier.withdrawBody')}
        action={
          offerPaymentPassword ? (
            <div className="flex flex-col items-center gap-2">
              <p className="max-w-md text-sm text-muted">{t('cashier.paymentPasswordHint')}</p>
              <button
                type="button"
                data-testid="cashier-set-payment-password"
                onClick={onSetPaymentPassword}
                className={buttonStyles.secondary}
              >
                {t('transfer.setPaymentPassword')}
              </button>
            </div>
          ) : undefined
        }
      />
    </div>
  );
}
