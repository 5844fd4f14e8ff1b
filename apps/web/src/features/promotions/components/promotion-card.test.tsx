import type { PromotionSummary } from '@gaming/contracts/promotions';
import { describe, expect, it } from 'vitest';
import { renderStatic, tagOf } from '../../../lib/test-render';
import { PromotionCard } from './promotion-card';

const promotion: PromotionSummary = {
  id: '42',
  title: 'First deposit 10%',
  coverImageUrl: null,
  filterType: 'deposit',
  tags: ['NEWBIE'],
  startsAt: '2026-03-01T00:00:00Z',
  endsAt: '2026-03-31T00:00:00Z',
  participation: 'claim',
  kind: 'standard',
  state: 'claim',
  action: 'claim',
  blockedBy: null,
  slotsLeft: 12,
};

function card(overrides: Partial<PromotionSummary> = {}, pending = false) {
  return renderStatic(
    <ul>
      <PromotionCard
        promotion={{ ...promotion, ...overrides }}
        time={(iso) => iso.replace('T', ' ')}
        pending={pending}
        onOpen={() => undefined}
        onAction={() => undefined}
        onReward={() => undefined}
      />
    </ul>,
  );
}

/** The action button: its opening tag and its text. */
function actionOf(markup: string): { tag: string; text: string } {
  const tag = tagOf(markup, 'promotion-action');
  const rest = markup.slice(markup.indexOf(tag) + tag.length);
  return { tag, text: rest.slice(0, rest.indexOf('</button>')).replace(/<[^>]+>/g, '') };
}

describe('PromotionCard action button', () => {
  it('offers the server action to a member who qualifies (claim)', () => {
    const { tag, text } = actionOf(card());
    expect(tag).toContain('data-action="claim"');
    expect(tag).not.toContain('disabled=""');
    expect(text).toBe('Claim');
  });

  it('is a disabled "not eligible yet" label when the state is open but the server gives no action', () => {
    const { tag, text } = actionOf(card({ action: null }));
    expect(tag).not.toContain('data-action');
    expect(tag).toContain('disabled=""');
    expect(text).toBe('Not eligible yet');
  });

  it('shows a visitor the action it would get after logging in, while the click logs in', () => {
    const { tag, text } = actionOf(card({ state: 'join', action: 'login' }));
    expect(tag).toContain('data-action="login"');
    expect(text).toBe('Join');
  });

  it('links an issued reward to the reward centre', () => {
    const { tag, text } = actionOf(card({ state: 'issued', action: null }));
    expect(tag).toContain('data-action="reward"');
    expect(text).toBe('Open reward centre');
  });

  it('names a closed state and rests while the action runs', () => {
    expect(actionOf(card({ state: 'process', action: null })).text).toBe('In review');
    expect(actionOf(card({ state: 'close', action: null })).tag).toContain('disabled=""');
    const pending = actionOf(card({ state: 'join', action: 'join' }, true));
    expect(pending.tag).toContain('aria-busy="true"');
    expect(pending.tag).toContain('disabled=""');
    expect(pending.text).toBe('Join');
  });

  it('says how many slots are left and renders without a missing key', () => {
    const markup = card();
    const slots = markup.slice(markup.indexOf(tagOf(markup, 'promotion-slots')));
    expect(slots.slice(0, slots.indexOf('</p>'))).toMatch(/\b12\b/);
    expect(tagOf(card({ slotsLeft: null }), 'promotion-slots')).toBe('');
    expect(markup).not.toMatch(/promotions\.[a-zA-Z]+/);
  });
});
