import type { MemberMission } from '@gaming/contracts/missions';
import { describe, expect, it } from 'vitest';
import { renderStatic, tagOf } from '../../../lib/test-render';
import { MissionCard } from './mission-card';

const format = {
  money: (minor: string | bigint) => `Rs ${minor}`,
  time: (iso: string) => iso.replace('T', ' '),
};

const mission: MemberMission = {
  id: '7',
  title: 'Bet 500 today',
  period: 'daily',
  metric: 'valid_bet',
  category: 'RNG',
  periodStart: '2026-11-26T00:00:00.000Z',
  periodEnd: '2026-11-27T00:00:00.000Z',
  target: '50000',
  progress: '12500',
  rewardKind: 'points',
  rewardAmount: '1200',
  wageringMultiple: null,
  status: 'in_progress',
  claimedAt: null,
};

function card(overrides: Partial<MemberMission> = {}, claimed = false) {
  return renderStatic(
    <ul>
      <MissionCard
        mission={{ ...mission, ...overrides }}
        format={format}
        claiming={false}
        claimed={claimed}
        claimError={null}
        onClaim={() => undefined}
      />
    </ul>,
  );
}

describe('MissionCard', () => {
  it('shows money progress, the bar and the reward in points, without a claim button while in progress', () => {
    const markup = card();
    expect(markup).toContain('Rs 12500');
    expect(markup).toContain('Rs 50000');
    expect(tagOf(markup, 'mission-bar')).toContain('aria-valuenow="25"');
    // Each figure isolated: with the currency symbol, "progress / target" was one left-to-right run in
    // Arabic, read target first, while "1 / 3" read progress first.
    expect(tagOf(markup, 'mission-progress')).toMatch(/^<bdi /);
    expect(tagOf(markup, 'mission-target')).toMatch(/^<bdi /);
    expect(markup).toContain('1,200 points');
    expect(markup).toContain('Valid bet · Slots');
    expect(tagOf(markup, 'mission-claim')).toBe('');
  });

  it('offers the claim once the target is reached, and says claimed after', () => {
    expect(tagOf(card({ status: 'claimable', progress: '50000' }), 'mission-claim')).not.toBe('');
    const claimed = card({ status: 'claimable', progress: '50000' }, true);
    expect(tagOf(claimed, 'mission-claim')).toBe('');
    expect(tagOf(claimed, 'mission-card')).toContain('data-status="claimed"');
  });

  it('counts deposits and days as plain numbers and names a bonus with its wagering', () => {
    const markup = card({
      metric: 'days_played',
      target: '3',
      progress: '1',
      rewardKind: 'bonus',
      rewardAmount: '10000',
      wageringMultiple: 3,
    });
    expect(markup).toContain('>1<');
    expect(markup).toContain('>3<');
    expect(markup).toContain('Rs 10000 bonus (wagering 3×)');
  });
});
