import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../components/button-styles';
import { FormAlert } from '../../../components/form-alert';
import type { PromotionOutcome } from './use-promotion-actions';

/** What the last join, claim or application did, above the list (and inside the detail). */
export function PromotionOutcomeNote({
  outcome,
  money,
  onReward,
}: {
  outcome: PromotionOutcome | null;
  money: (minor: string) => string;
  onReward: () => void;
}) {
  const { t } = useTranslation(['rewards', 'common']);
  if (!outcome) return null;
  if (outcome.kind === 'failed') return <FormAlert error={outcome.error} testId="promotion-error" />;
  const text =
    outcome.kind === 'joined'
      ? t('promotions.outcome.joined')
      : outcome.kind === 'applied'
        ? t('promotions.outcome.applied')
        : outcome.result.amountMinor
          ? t('promotions.outcome.claimedAmount', { amount: money(outcome.result.amountMinor) })
          : t('promotions.outcome.claimed');
  return (
    <div
      className="flex flex-col gap-2 sm:flex-row sm:items-center"
      data-testid="promotion-outcome"
      data-kind={outcome.kind}
    >
      <div className="flex-1">
        <FormAlert success={text} testId="promotion-success" />
      </div>
      {outcome.kind === 'claimed' ? (
        <button
          type="button"
          onClick={onReward}
          className={`${buttonStyles.secondary} ${buttonStyles.small}`}
        >
          {t('promotions.action.reward')}
        </button>
      ) : null}
    </div>
  );
}
