import type { PromotionAction, PromotionMemberState } from '@gaming/contracts/promotions';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../components/button-styles';
import { Spinner } from '../../../components/spinner';
import { buttonOf } from '../lib/promotion-actions';

/**
 * The one button a promotion offers its member (spec §4): join, apply, claim, log in (a visitor), open
 * the reward centre (issued), or a disabled label naming the state.
 */
export function PromotionActionButton({
  state,
  action,
  pending,
  onAction,
  onReward,
  testId,
  wide = false,
}: {
  state: PromotionMemberState;
  action: PromotionAction | null;
  pending: boolean;
  onAction: (action: PromotionAction) => void;
  onReward: () => void;
  testId: string;
  wide?: boolean;
}) {
  const { t } = useTranslation(['rewards', 'common']);
  const button = buttonOf(state, action);
  const width = wide ? 'w-full sm:w-auto sm:min-w-40' : 'w-full';
  if (button.kind === 'label') {
    return (
      <button
        type="button"
        disabled
        data-testid={testId}
        data-state={state}
        className={`${buttonStyles.secondary} ${width} cursor-not-allowed`}
      >
        {t(button.labelKey)}
      </button>
    );
  }
  if (button.kind === 'reward') {
    return (
      <button
        type="button"
        data-testid={testId}
        data-state={state}
        data-action="reward"
        onClick={onReward}
        className={`${buttonStyles.secondary} ${width}`}
      >
        {t(button.labelKey)}
      </button>
    );
  }
  return (
    <button
      type="button"
      data-testid={testId}
      data-state={state}
      data-action={button.action}
      disabled={pending}
      aria-busy={pending}
      onClick={() => onAction(button.action)}
      className={`${buttonStyles.primary} ${width}`}
    >
      {pending ? <Spinner className="size-4" /> : null}
      {t(button.labelKey)}
    </button>
  );
}
