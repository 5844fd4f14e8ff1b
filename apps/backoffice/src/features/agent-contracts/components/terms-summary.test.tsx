import { beforeAll, describe, expect, it } from 'vitest';
import { englishReady, renderInEnglish } from '../../../lib/testing/render-in-english';
import type { SettlementWindow } from '../lib/contract-types';
import { PendingReason } from './settlement-windows';
import { TermsSummary } from './terms-summary';

beforeAll(() => englishReady);

const money = { currency: 'NPR', decimals: 2 };

/** The visible text of static markup. */
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

function window(overrides: Partial<SettlementWindow>): SettlementWindow {
  return {
    contractId: '7',
    kind: 'daily',
    windowStart: '2026-01-01T18:15:00.000Z',
    windowEnd: '2026-01-02T18:15:00.000Z',
    figures: {
      validBetMinor: '500000',
      netLossMinor: '1000',
      activeMembers: 3,
      carryInMinor: '0',
      carryOutMinor: '0',
      tierIndex: 0,
    },
    amountMinor: '2500',
    status: 'pending_funds',
    payer: { type: 'agent', memberId: '3', account: 'ramagent' },
    holder: { memberId: '9', account: 'sita' },
    paidAt: null,
    attempts: 3,
    ...overrides,
  };
}

describe('contract terms in words', () => {
  it('tells a rate from a fixed amount in salary tiers (a value below 1 is a rate)', () => {
    const html = text(
      renderInEnglish(
        <TermsSummary
          money={money}
          terms={{
            kind: 'daily',
            tiers: [
              { validBetMinor: '100000', minActiveMembers: 1, value: '0.005' },
              { validBetMinor: '500000', minActiveMembers: 3, value: '25000' },
            ],
          }}
        />,
      ),
    );
    expect(html).toContain('NPR 1,000.00');
    expect(html).toContain('0.5 % of valid bet');
    expect(html).toContain('NPR 250.00 fixed');
  });

  it('says the real-time rate and the dividend period, basis and negative-period rule', () => {
    expect(
      text(renderInEnglish(<TermsSummary money={money} terms={{ kind: 'realtime', rate: '0.0125' }} />)),
    ).toContain("1.25 % of the team's valid bet in each 5-minute window");
    const dividend = text(
      renderInEnglish(
        <TermsSummary
          money={money}
          compact
          terms={{
            kind: 'dividend',
            period: 'H',
            basis: 'validBet',
            negativePeriod: 'carry',
            tiers: [{ thresholdMinor: '0', minActiveMembers: 2, share: '0.3' }],
          }}
        />,
      ),
    );
    expect(dividend).toContain('Half-monthly · tiers by Team valid bet');
    expect(dividend).toContain('carried into the next');
    expect(dividend).toContain('30 % of net loss');
  });
});

describe("a payment's reason", () => {
  it('names the payer short of funds and the attempts, or a run not finished yet', () => {
    expect(text(renderInEnglish(<PendingReason window={window({})} />))).toContain(
      'ramagent was short of funds (attempts: 3); retried on every run.',
    );
    expect(
      text(renderInEnglish(<PendingReason window={window({ payer: { type: 'house' }, attempts: 1 })} />)),
    ).toContain('House was short of funds (attempts: 1)');
    expect(text(renderInEnglish(<PendingReason window={window({ status: 'computed' })} />))).toContain(
      'Computed, not paid yet',
    );
  });
});
