import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../components/button-styles';
import { Modal } from '../../../components/modal';
import { Spinner } from '../../../components/spinner';

/** Last look before money moves: the amount and who receives it. */
export function TransferConfirmDialog({
  open,
  onOpenChange,
  amountText,
  counterpart,
  pending,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  amountText: string;
  counterpart: string;
  pending: boolean;
  onConfirm: () => void;
}) {
  const { t } = useTranslation(['wallet', 'common']);
  return (
    <Modal
      open={open}
      onOpenChange={(next) => (pending ? undefined : onOpenChange(next))}
      testId="transfer-confirm-dialog"
      title={t('transfer.confirmTitle')}
      description={t('transfer.confirmBody')}
    >
      <dl className="my-5 flex flex-col gap-3 rounded-lg border border-border bg-surface-2 p-4">
        <div className="flex items-baseline justify-between gap-4">
          <dt className="text-sm text-muted">{t('transfer.confirmAmount')}</dt>
          <dd data-testid="transfer-confirm-amount" className="text-xl font-extrabold tabular-nums">
            {amountText}
          </dd>
        </div>
        <div className="flex items-baseline justify-between gap-4">
          <dt className="text-sm text-muted">{t('transfer.confirmTo')}</dt>
          <dd data-testid="transfer-confirm-counterpart" className="text-end font-semibold">
            {counterpart}
          </dd>
        </div>
      </dl>
      <div className="mt-auto flex flex-col-reverse gap-2 sm:mt-0 sm:flex-row sm:justify-end">
        <button
          type="button"
          data-testid="transfer-cancel"
          disabled={pending}
          onClick={() => onOpenChange(false)}
          className={`${buttonStyles.secondary} h-11`}
        >
          {t('transfer.cancel')}
        </button>
        <button
          type="button"
          data-testid="transfer-confirm"
          disabled={pending}
          aria-busy={pending}
          onClick={onConfirm}
          className={`${buttonStyles.primary} h-11`}
        >
          {pending ? <Spinner /> : null}
          {t('transfer.confirm')}
        </button>
      </div>
    </Modal>
  );
}
