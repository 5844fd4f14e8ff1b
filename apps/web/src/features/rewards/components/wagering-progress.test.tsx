import type { RewardWagering } from '@gaming/contracts/bonuses';
import { describe, expect, it } from 'vitest';
import type { TimePrecision } from '../../../lib/brand-time';
import { renderStatic, tagOf, testIdsIn } from '../../../lib/test-render';
import { WageringProgress } from './wagering-progress';

const nowMs = Date.parse('2026-03-01T00:00:00Z');

const wagering: RewardWagering = {
  requiredMinor: '4000',
  progressMinor: '1500',
  remainingMinor: '2500',
  percent: 37,
  multiple: '2.00',
  baseMinor: '2000',
  weights: { SPORTS: 0, INHOUSE: 50 },
  defaultWeightPercent: 100,
  maxStakeMinor: '5000',
  maxCashoutMinor: null,
  wageringDays: 7,
  startedAt: '2026-02-27T00:00:00Z',
  expiresAt: '2026-03-03T12:00:00Z',
};

/** Amounts as "NPR 15.00": minor units of two decimals. */
const money = (minor: string) => `NPR ${(Number(minor) / 100).toFixed(2)}`;
/** The brand's formatter's shape: to the minute when asked (the component no longer slices its text). */
const time = (iso: string, precision?: TimePrecision) =>
  precision === 'minute' ? iso.replace('T', ' ').slice(0, 16) : iso.replace('T', ' ');

function render(overrides: Partial<RewardWagering> = {}) {
  return renderStatic(
    <WageringProgress wagering={{ ...wagering, ...overrides }} money={money} time={time} nowMs={nowMs} />,
  );
}

/** The text inside the element with this test id (tags removed). */
function textOf(markup: string, testId: string): string {
  const start = markup.indexOf(tagOf(markup, testId));
  const rest = markup.slice(start);
  const tag = /^<(\w+)/.exec(rest)?.[1] ?? 'span';
  const end = rest.indexOf(`</${tag}>`);
  return rest
    .slice(0, end)
    .replace(/<[^>]+>/g, '')
    .trim();
}

describe('WageringProgress (reward centre bar)', () => {
  it('draws the bar at the server percent with done, required and what is left, in English', () => {
    const markup = render();
    expect(tagOf(markup, 'wagering-progress')).toContain('data-percent="37"');
    expect(markup).toContain('aria-valuenow="37"');
    expect(markup).toContain('aria-label="Wagering progress"');
    expect(markup).toContain('width:37%');
    expect(textOf(markup, 'wagering-done')).toBe('NPR 15.00');
    expect(textOf(markup, 'wagering-required')).toBe('NPR 40.00');
    // Each amount isolated: with its symbol, "done / required" was one left-to-right run in Arabic.
    expect(tagOf(markup, 'wagering-done')).toMatch(/^<bdi /);
    expect(tagOf(markup, 'wagering-required')).toMatch(/^<bdi /);
    expect(textOf(markup, 'wagering-percent')).toBe('37%');
    expect(textOf(markup, 'wagering-remaining')).toBe('NPR 25.00 left to bet');
    // No translation key leaks into the screen.
    expect(markup).not.toMatch(/rewardCentre\./);
  });

  it('keeps the bar within 0..100 whatever the figure', () => {
    expect(tagOf(render({ percent: 140 }), 'wagering-progress')).toContain('data-percent="100"');
    expect(tagOf(render({ percent: -3 }), 'wagering-progress')).toContain('data-percent="0"');
  });

  it('names the terms: multiple of the base, the deadline with days left, stake and cash-out limits', () => {
    const markup = render();
    expect(markup).toContain('2× NPR 20.00');
    expect(textOf(markup, 'wagering-deadline')).toBe('2026-03-03 12:003 days left');
    expect(textOf(markup, 'wagering-max-stake')).toBe('NPR 50.00');
    expect(markup).toContain('A bet above NPR 50.00 counts as NPR 50.00.');
    expect(markup).toContain('No limit');
  });

  it('lists the category weights by code order, then the rest of the games at the default', () => {
    const weights = textOf(render(), 'wagering-weights');
    expect(weights).toBe('In-house 50%Sports 0%Other games 100%');
  });

  it('shows no deadline before wagering starts and no stake note without a max stake', () => {
    const markup = render({ expiresAt: null, maxStakeMinor: null });
    expect(textOf(markup, 'wagering-deadline')).toBe('—');
    expect(textOf(markup, 'wagering-max-stake')).toBe('No limit');
    expect(markup).not.toContain('A bet above');
    expect(testIdsIn(markup)).toContain('wagering-weights');
  });
});
