import type { InhouseRound } from '@gaming/contracts/inhouse';
import { describe, expect, it } from 'vitest';
import inhouse from '../../../i18n/locales/en/inhouse.json';
import ne from '../../../i18n/locales/ne/inhouse.json';
import { renderStatic, tagOf, testI18n } from '../../../lib/test-render';
import { loadingGameRules } from '../api/get-game-rules';
import { cycleRemainingMs, minCycleMsOf } from '../lib/play-cycle';
import type { GameProps } from './game-frame';
import { RoundResult } from './game-frame';
import { SlotGame } from './slot-game';

testI18n.addResourceBundle('en', 'inhouse', inhouse);

function props(overrides: Partial<GameProps> = {}): GameProps {
  return {
    stakeField: <input data-testid="stake-amount" />,
    onPlay: () => undefined,
    pending: false,
    error: null,
    round: null,
    onRound: () => undefined,
    decimals: 2,
    ...overrides,
  };
}

function settledRound(stakeMinor: string, winMinor: string): InhouseRound {
  return {
    roundId: 'r1',
    game: 'slot',
    params: {},
    outcome: null,
    stakeMinor,
    winMinor,
    status: 'settled',
    nonce: 0,
    clientSeed: 'c',
    serverSeedHash: 'h',
    createdAt: '2026-11-26T19:00:00.000Z',
    settledAt: '2026-11-26T19:00:00.000Z',
    maxWinMinor: null,
  } as unknown as InhouseRound;
}

describe('SlotGame under the jurisdiction game rules', () => {
  it('offers no autoplay, turbo, quick-spin or slam-stop control: one spin button only', () => {
    const markup = renderStatic(<SlotGame {...props()} />);
    expect(markup).not.toMatch(/auto-?play|turbo|quick|slam|stop/i);
    expect(markup.match(/<button/g)).toHaveLength(1);
    expect(tagOf(markup, 'play-button')).not.toContain('disabled=""');
  });

  it('keeps the spin button disabled while the cycle runs (Enter submits nothing either)', () => {
    const played: unknown[] = [];
    const markup = renderStatic(
      <SlotGame {...props({ cycleActive: true, onPlay: (params) => played.push(params) })} />,
    );
    expect(tagOf(markup, 'play-button')).toContain('disabled=""');
    expect(tagOf(markup, 'play-button')).toContain('data-cycle="running"');
    expect(tagOf(markup, 'slot-grid')).toContain('animate-pulse');
  });

  it('shows a win below the stake as the net loss, without the win effect', () => {
    const net = renderStatic(
      <RoundResult round={settledRound('1000', '400')} decimals={2} netResultDisplay={true} />,
    );
    expect(tagOf(net, 'round-result')).toContain('data-win="false"');
    expect(tagOf(net, 'round-result')).toContain('data-net-loss="true"');
    expect(net).toContain('Net −6.00');
    expect(net).not.toContain('bg-success');
    const plain = renderStatic(<RoundResult round={settledRound('1000', '400')} decimals={2} />);
    expect(tagOf(plain, 'round-result')).toContain('data-win="true"');
    const bigWin = renderStatic(
      <RoundResult round={settledRound('1000', '2500')} decimals={2} netResultDisplay={true} />,
    );
    expect(tagOf(bigWin, 'round-result')).toContain('data-win="true"');
  });

  it('paces slots by slotMinCycleMs and the other games by otherMinCycleMs', () => {
    const uk = { ...loadingGameRules, slotMinCycleMs: 2500, otherMinCycleMs: 0 };
    expect(minCycleMsOf(uk, 'slot')).toBe(2500);
    expect(minCycleMsOf(uk, 'dice')).toBe(0);
    expect(cycleRemainingMs(10_000, 11_000, 2500)).toBe(1500);
    expect(cycleRemainingMs(10_000, 12_500, 2500)).toBe(0);
    expect(cycleRemainingMs(null, 12_500, 2500)).toBe(0);
  });

  it('has the net-loss text in Nepali too', () => {
    expect(ne.result.netLoss).toContain('{{amount}}');
  });
});
