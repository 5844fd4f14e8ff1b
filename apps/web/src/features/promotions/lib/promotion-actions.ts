import type { PromotionAction, PromotionMemberState } from '@gaming/contracts/promotions';

/**
 * The card's button for a promotion: the server computes the member's state (spec §4) and the action
 * that fits; this table only turns the pair into what the screen shows.
 * - an action: join, apply (the application dialog), claim, or login (a visitor: the login popup);
 * - reward: the reward was granted and waits in the reward centre (issued): a link there;
 * - a disabled label naming the state: coming soon, joined, in review, rejected, claimed, closed.
 */
export type PromotionButton =
  | { kind: 'action'; action: PromotionAction; labelKey: string }
  | { kind: 'reward'; labelKey: string }
  | { kind: 'label'; labelKey: string };

export function buttonOf(state: PromotionMemberState, action: PromotionAction | null): PromotionButton {
  if (action !== null) {
    // A visitor sees the action it would get after logging in, where the state tells it.
    const shown: PromotionAction =
      action === 'login'
        ? state === 'join'
          ? 'join'
          : state === 'claim'
            ? 'claim'
            : state === 'applying'
              ? 'apply'
              : 'login'
        : action;
    return { kind: 'action', action, labelKey: `promotions.action.${shown}` };
  }
  if (state === 'issued') return { kind: 'reward', labelKey: 'promotions.action.reward' };
  return { kind: 'label', labelKey: `promotions.state.${shownState(state, action)}` };
}

/**
 * The state as the member should read it: an open state (join, apply, claim) without an action means the
 * member does not qualify yet (the detail says why), never an invitation to click.
 */
export function shownState(
  state: PromotionMemberState,
  action: PromotionAction | null,
): PromotionMemberState | 'notEligible' {
  if (action === null && (state === 'join' || state === 'applying' || state === 'claim'))
    return 'notEligible';
  return state;
}

/** The state shown as a small status chip on the card (a member's own progress, not the button). */
export function stateTone(
  state: PromotionMemberState,
): 'accent' | 'success' | 'warning' | 'danger' | 'muted' {
  switch (state) {
    case 'join':
    case 'applying':
    case 'claim':
      return 'accent';
    case 'joined':
    case 'issued':
    case 'claimed':
      return 'success';
    case 'process':
      return 'warning';
    case 'rejected':
      return 'danger';
    default:
      return 'muted';
  }
}
