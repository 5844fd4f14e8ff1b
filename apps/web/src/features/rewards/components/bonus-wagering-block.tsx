import { AlertIcon } from '@gaming/ui/icons';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../components/button-styles';
import { useBrandFormat } from '../lib/brand-format';
import { wageringBlockOf } from '../lib/wagering-block';

/**
 * A withdrawal refused with `bonus_wagering_active`: why (a bonus is still in wagering), how far (the
 * wagering left, the bonus count) and a link to the reward centre, where the bonus can also be given up.
 */
export function BonusWageringBlock({
  error,
  testId,
  onOpenRewards,
}: {
  error: unknown;
  testId: string;
  /** Opens the member centre's reward centre (the page composing this knows how). */
  onOpenRewards: () => void;
}) {
  const { t } = useTranslation(['rewards', 'common']);
  const format = useBrandFormat();
  const block = wageringBlockOf(error);
  if (!block) return null;
  return (
    <div
      role="alert"
      data-testid={testId}
      data-error-code="bonus_wagering_active"
      className="flex flex-col gap-2 rounded-md border border-border bg-warning-surface p-3 text-sm"
    >
      <p className="flex items-start gap-2">
        <AlertIcon className="size-5 shrink-0 text-warning" />
        <span>
          {t('rewardCentre.withdrawBlocked', {
            count: block.bonusCount,
            amount: format.money(block.remainingWageringMinor),
          })}
        </span>
      </p>
      <button
        type="button"
        data-testid="withdraw-open-reward-centre"
        onClick={onOpenRewards}
        className={`${buttonStyles.secondary} ${buttonStyles.small} self-start`}
      >
        {t('rewardCentre.openFromWithdraw')}
      </button>
    </div>
  );
}
