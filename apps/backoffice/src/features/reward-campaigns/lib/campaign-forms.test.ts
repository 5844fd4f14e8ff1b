import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { serverFieldProblems } from '../../../lib/form-values';
import { emptyRaffleDraft, raffleFieldOf, raffleRequest } from './raffle-form';
import { rebateRatesDraft, rebateRatesRequest } from './rebate-rates-form';
import { emptyRedEnvelopeDraft, redEnvelopeFieldOf, redEnvelopeRequest } from './red-envelope-form';

const window = { startsAt: '2026-12-24T20:00', endsAt: '2026-12-24T21:00' };

describe('red-envelope form', () => {
  it('maps a drop for members with recent valid bet', () => {
    const result = redEnvelopeRequest(
      {
        ...emptyRedEnvelopeDraft,
        ...window,
        title: ' Christmas drop ',
        total: '10000',
        count: '100',
        floor: '1',
        audience: 'validBet',
        days: '7',
        minValidBet: '500',
      },
      2,
      345,
    );
    expect(result.body).toEqual({
      title: 'Christmas drop',
      totalMinor: '1000000',
      envelopeCount: 100,
      floorMinor: '100',
      startsAt: '2026-12-24T14:15:00.000Z',
      endsAt: '2026-12-24T15:15:00.000Z',
      audience: { kind: 'validBet', days: 7, minValidBetMinor: '50000' },
    });
  });

  it('refuses a floor that the total cannot give every envelope, and an end before the start', () => {
    const result = redEnvelopeRequest(
      {
        ...emptyRedEnvelopeDraft,
        title: 'x',
        total: '99.99',
        count: '100',
        floor: '1',
        startsAt: window.endsAt,
        endsAt: window.startsAt,
      },
      2,
      0,
    );
    expect(result.problems).toEqual({ floor: 'floorTooHigh', endsAt: 'order' });
    const exact = redEnvelopeRequest(
      { ...emptyRedEnvelopeDraft, ...window, title: 'x', total: '100', count: '100', floor: '1' },
      2,
      0,
    );
    expect(exact.problems).toBeNull();
    expect(
      redEnvelopeRequest(
        { ...emptyRedEnvelopeDraft, ...window, title: 'x', total: '1', count: '10001', floor: '0.01' },
        2,
        0,
      ).problems,
    ).toEqual({ count: 'range' });
  });

  it("puts the server's refusal at the field", () => {
    const error = new ApiError({
      code: 'validation_failed',
      status: 400,
      message: 'x',
      issues: [
        { path: 'body.floorMinor', message: 'validation.floorTooHigh' },
        { path: 'body.audience.days', message: 'x' },
      ],
    });
    expect(serverFieldProblems(error, redEnvelopeFieldOf)).toEqual({ floor: 'floorTooHigh', days: 'server' });
  });
});

describe('raffle form', () => {
  const base = {
    ...emptyRaffleDraft,
    title: 'New year raffle',
    startsAt: '2026-12-01T00:00',
    ticketsCloseAt: '2026-12-31T00:00',
    claimEndsAt: '2027-01-07T00:00',
    perTicket: '1000',
    maxTickets: '50',
  };
  it('maps prizes in draw order and the ticket rule', () => {
    const result = raffleRequest({ ...base, basis: 'validBet', prizes: ['5000', '1000', '500.5'] }, 2, 0);
    expect(result.body).toEqual({
      title: 'New year raffle',
      startsAt: '2026-12-01T00:00:00.000Z',
      ticketsCloseAt: '2026-12-31T00:00:00.000Z',
      claimEndsAt: '2027-01-07T00:00:00.000Z',
      ticketRule: { basis: 'validBet', perTicketMinor: '100000', maxTicketsPerMember: 50 },
      prizes: ['500000', '100000', '50050'],
    });
  });
  it('names the wrong prize and the order of the three times', () => {
    const result = raffleRequest({ ...base, claimEndsAt: base.ticketsCloseAt, prizes: ['10', ''] }, 2, 0);
    expect(result.problems).toEqual({ claimEndsAt: 'order', 'prizes.1': 'required' });
    expect(raffleFieldOf('prizes.3')).toBe('prizes.3');
    expect(raffleFieldOf('ticketRule.perTicketMinor')).toBe('perTicket');
  });
});

describe('rebate rates form', () => {
  it('round-trips rates as percentages; empty leaves the category out', () => {
    const draft = rebateRatesDraft({ rates: { LIVE: '0.008', RNG: '0.012' }, minClaimMinor: '100' }, 2);
    expect(draft.rates.LIVE).toBe('0.8');
    expect(draft.rates.FISH).toBe('');
    expect(draft.minClaim).toBe('1.00');
    const result = rebateRatesRequest({ ...draft, rates: { ...draft.rates, RNG: '', FISH: '1.25' } }, 2);
    expect(result.body).toEqual({ rates: { LIVE: '0.008', FISH: '0.0125' }, minClaimMinor: '100' });
  });
  it('refuses a rate above 100 % and keeps a zero minimum', () => {
    const draft = rebateRatesDraft({ rates: {}, minClaimMinor: '0' }, 2);
    expect(rebateRatesRequest({ ...draft, rates: { ...draft.rates, LIVE: '101' } }, 2).problems).toEqual({
      'rates.LIVE': 'format',
    });
    expect(rebateRatesRequest(draft, 2).body).toEqual({ rates: {}, minClaimMinor: '0' });
  });
});
