import type { Withdrawal } from '@gaming/contracts/withdrawals';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../components/button-styles';
import { FormAlert } from '../../../components/form-alert';
import { preloadModal } from '../../../components/modal';
import { useCancelWithdrawal } from '../api/cancel-withdrawal';
import { money } from '../lib/withdraw-money';
import { canCancelWithdrawal } from '../lib/withdrawal-cancel';
import { ReceiptDialog } from './receipt-dialogs';

/**
 * "Cancel withdrawal" on a pending withdrawal where the jurisdiction allows a reversal, behind a
 * confirmation. The dialog stays mounted after the list refreshes the row away from pending, so a refusal
 * (withdrawal_irreversible, invalid_state, not_found) is still read in it; focus then returns to the
 * button or, once the button is gone, to this block (which announces the outcome).
 */
export function CancelWithdrawal({
  withdrawal,
  currency,
  gameRules,
}: {
  withdrawal: Withdrawal;
  currency: { symbol: string; decimals: number };
  gameRules: { withdrawalReversal: boolean } | undefined;
}) {
  const { t } = useTranslation(['withdraw', 'common']);
  const mutation = useCancelWithdrawal();
  const [open, setOpen] = useState(false);
  const [cancelled, setCancelled] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const blockRef = useRef<HTMLDivElement>(null);
  const amount = money(currency.symbol, withdrawal.amountMinor, currency.decimals);
  const offered = canCancelWithdrawal(withdrawal, gameRules);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    mutation.mutate(withdrawal.id, {
      onSuccess: () => {
        setCancelled(true);
        setOpen(false);
      },
    });
  };
  const openDialog = () => {
    mutation.reset();
    setOpen(true);
  };
  return (
    <>
      <div
        ref={blockRef}
        tabIndex={-1}
        data-testid="withdrawal-cancel-block"
        className="flex flex-col gap-2 outline-none empty:hidden"
      >
        {offered ? (
          <button
            ref={buttonRef}
            type="button"
            data-testid="withdrawal-cancel"
            aria-label={t('cancel.buttonLabel', { orderNumber: withdrawal.orderNumber })}
            onPointerEnter={preloadModal}
            onFocus={preloadModal}
            onClick={openDialog}
            className={`${buttonStyles.secondary} h-11 self-stretch sm:self-start`}
          >
            {t('cancel.button')}
          </button>
        ) : null}
        {cancelled ? (
          <FormAlert success={t('cancel.done', { amount })} testId="withdrawal-cancel-done" />
        ) : null}
      </div>
      <ReceiptDialog
        open={open}
        onOpenChange={setOpen}
        title={t('cancel.title')}
        description={t('cancel.body', { amount })}
        testId="withdraw-cancel"
        onSubmit={submit}
        mutation={mutation}
        submitLabel={t('cancel.submit')}
        dismissLabel={t('cancel.keep')}
        returnFocusTo={() => (buttonRef.current?.isConnected ? buttonRef.current : blockRef.current)}
      />
    </>
  );
}
