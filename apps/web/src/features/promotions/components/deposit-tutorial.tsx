import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../components/button-styles';
import { Modal } from '../../../components/modal';

const steps = ['open', 'channel', 'amount', 'proof', 'wait', 'promotion'] as const;

/** The deposit tutorial (spec §2): a translated list of steps, linked from deposit-type promotions. */
export function DepositTutorialDialog({
  open,
  onClose,
  onDeposit,
}: {
  open: boolean;
  onClose: () => void;
  onDeposit: () => void;
}) {
  const { t } = useTranslation(['rewards', 'common']);
  return (
    <Modal
      open={open}
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={t('tutorial.title')}
      description={t('tutorial.intro')}
      testId="deposit-tutorial"
    >
      <ol className="my-4 flex flex-col gap-3" data-testid="deposit-tutorial-steps">
        {steps.map((step, index) => (
          <li key={step} className="flex gap-3">
            <span className="grid size-7 shrink-0 place-items-center rounded-full bg-accent text-sm font-bold text-accent-contrast">
              {index + 1}
            </span>
            <div className="min-w-0">
              <p className="font-semibold">{t(`tutorial.steps.${step}.title`)}</p>
              <p className="text-sm text-muted">{t(`tutorial.steps.${step}.body`)}</p>
            </div>
          </li>
        ))}
      </ol>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" onClick={onClose} className={`${buttonStyles.secondary} h-11`}>
          {t('tutorial.close')}
        </button>
        <button
          type="button"
          onClick={onDeposit}
          data-testid="deposit-tutorial-deposit"
          className={`${buttonStyles.primary} h-11`}
        >
          {t('tutorial.deposit')}
        </button>
      </div>
    </Modal>
  );
}
