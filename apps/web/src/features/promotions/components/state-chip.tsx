import type { PromotionAction, PromotionMemberState } from '@gaming/contracts/promotions';
import { useTranslation } from 'react-i18next';
import { shownState, stateTone } from '../lib/promotion-actions';

const toneClass = {
  accent: 'bg-accent/15 text-accent-text',
  success: 'bg-success/15 text-success',
  warning: 'bg-warning-surface text-warning',
  danger: 'bg-danger-surface text-danger',
  muted: 'bg-surface-2 text-muted',
} as const;

/** The member's state of a promotion (spec §4), as a small chip. */
export function StateChip({
  state,
  action,
}: {
  state: PromotionMemberState;
  action: PromotionAction | null;
}) {
  const { t } = useTranslation(['rewards', 'common']);
  const shown = shownState(state, action);
  return (
    <span
      data-testid="promotion-state"
      data-state={state}
      className={`shrink-0 rounded-full px-2 py-0.5 text-[0.7rem] font-semibold whitespace-nowrap ${toneClass[shown === 'notEligible' ? 'muted' : stateTone(state)]}`}
    >
      {t(`promotions.state.${shown}`)}
    </span>
  );
}
