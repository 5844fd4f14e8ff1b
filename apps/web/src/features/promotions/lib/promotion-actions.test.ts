import { promotionMemberStates } from '@gaming/contracts/promotions';
import { describe, expect, it } from 'vitest';
import { buttonOf, shownState, stateTone } from './promotion-actions';

describe('promotion state and action to button (spec §4)', () => {
  it('offers the server action as a button labelled by the action', () => {
    expect(buttonOf('join', 'join')).toEqual({
      kind: 'action',
      action: 'join',
      labelKey: 'promotions.action.join',
    });
    expect(buttonOf('applying', 'apply')).toEqual({
      kind: 'action',
      action: 'apply',
      labelKey: 'promotions.action.apply',
    });
    expect(buttonOf('claim', 'claim')).toEqual({
      kind: 'action',
      action: 'claim',
      labelKey: 'promotions.action.claim',
    });
    // A rejected application may be made again while the promotion is open.
    expect(buttonOf('rejected', 'apply').kind).toBe('action');
  });

  it('shows a visitor the action it would get, which opens the login popup', () => {
    expect(buttonOf('join', 'login')).toEqual({
      kind: 'action',
      action: 'login',
      labelKey: 'promotions.action.join',
    });
    expect(buttonOf('claim', 'login').labelKey).toBe('promotions.action.claim');
    expect(buttonOf('applying', 'login').labelKey).toBe('promotions.action.apply');
    expect(buttonOf('joined', 'login').labelKey).toBe('promotions.action.login');
  });

  it('sends an issued reward to the reward centre', () => {
    expect(buttonOf('issued', null)).toEqual({ kind: 'reward', labelKey: 'promotions.action.reward' });
  });

  it('shows a disabled label for every state without an action', () => {
    for (const state of ['coming_soon', 'joined', 'process', 'rejected', 'claimed', 'close'] as const) {
      expect(buttonOf(state, null)).toEqual({ kind: 'label', labelKey: `promotions.state.${state}` });
    }
    // Open to take part, but not for this member yet: never a label that invites a click.
    for (const state of ['join', 'applying', 'claim'] as const) {
      expect(buttonOf(state, null)).toEqual({ kind: 'label', labelKey: 'promotions.state.notEligible' });
    }
  });

  it('reads an open state without an action as not eligible yet', () => {
    expect(shownState('claim', null)).toBe('notEligible');
    expect(shownState('claim', 'claim')).toBe('claim');
    expect(shownState('claimed', null)).toBe('claimed');
  });

  it('has a tone for every state', () => {
    for (const state of promotionMemberStates)
      expect(stateTone(state)).toMatch(/^(accent|success|warning|danger|muted)$/);
  });
});
