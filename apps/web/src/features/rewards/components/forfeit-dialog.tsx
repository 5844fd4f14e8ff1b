import type { Reward } from '@gaming/contracts/bonuses';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../components/button-styles';
import { FormAlert } from '../../../components/form-alert';
import { Modal } from '../../../components/modal';
import { Spinner } from '../../../components/spinner';

/**
 * Giving a bonus up: says plainly what goes (the locked bonus) and what stays (the member's own money and
 * everything it won), then asks to confirm.
 */
export function ForfeitDialog({
  reward,
  money,
  pending,
  error,
  onConfirm,
  onClose,
}: {
  reward: Reward | null;
  money: (minor: string) => string;
  pending: boolean;
  error: unknown;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation(['rewards', 'common']);
  return (
    <Modal
      open={reward !== null}
      onOpenChange={(open) => (open || pending ? undefined : onClose())}
      title={t('rewardCentre.forfeit.title')}
      testId="reward-forfeit-dialog"
    >
      {reward ? (
        <div className="mt-3 flex flex-col gap-4">
          <p className="text-sm" data-testid="reward-forfeit-body">
            {t('rewardCentre.forfeit.body', { title: reward.title, amount: money(reward.amountMinor) })}
          </p>
          <p
            className="rounded-md border border-border bg-info-surface p-3 text-sm"
            data-testid="reward-forfeit-keep"
          >
            {t('rewardCentre.forfeit.keep')}
          </p>
          {reward.wagering ? (
            <p className="text-xs text-muted">
              {t('rewardCentre.forfeit.progress', {
                done: money(reward.wagering.progressMinor),
                required: money(reward.wagering.requiredMinor),
              })}
            </p>
          ) : null}
          {error ? <FormAlert error={error} testId="reward-forfeit-error" /> : null}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <button
              type="button"
              disabled={pending}
              onClick={onClose}
              className={`${buttonStyles.secondary} h-11`}
              data-testid="reward-forfeit-cancel"
            >
              {t('rewardCentre.forfeit.cancel')}
            </button>
            <button
              type="button"
              disabled={pending}
              aria-busy={pending}
              onClick={onConfirm}
              data-testid="reward-forfeit-confirm"
              className={`${buttonStyles.primary} h-11 bg-danger hover:bg-danger`}
            >
              {pending ? <Spinner className="size-4" /> : null}
              {t('rewardCentre.forfeit.confirm')}
            </button>
          </div>
        </div>
      ) : null}
    </Modal>
  );
}
