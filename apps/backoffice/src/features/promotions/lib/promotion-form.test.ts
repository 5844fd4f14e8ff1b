import type { AdminPromotion } from '@gaming/contracts/promotions';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import {
  basisPointsToPercent,
  emptyPromotionDraft,
  type PromotionDraft,
  parseAccounts,
  parseLevels,
  percentToBasisPoints,
  promotionDraftOf,
  promotionFieldOf,
  promotionLanguages,
  promotionRequest,
  promotionServerProblems,
  withoutPromotionLanguage,
  withPromotionLanguage,
} from './promotion-form';

// Kathmandu, UTC+05:45: the editor's times are the brand's wall clock.
const options = { decimals: 2, offsetMinutes: 345, maxMultiple: 40 };

function draft(overrides: Partial<PromotionDraft> = {}): PromotionDraft {
  return {
    ...emptyPromotionDraft(),
    title: { EN: ' First deposit 100% ', NE: '' },
    content: { EN: '<p>Deposit and get a bonus.</p>', NE: '' },
    startsAt: '2026-12-01T00:00',
    endsAt: '2026-12-31T23:59',
    ...overrides,
  };
}

describe('promotion form to request', () => {
  it('maps a fixed reward paid straight to the wallet', () => {
    const result = promotionRequest(draft({ fixedAmount: '100.50', tags: ['NEWBIE', 'DAILY'] }), options);
    expect(result.problems).toBeNull();
    expect(result.input).toEqual({
      title: { EN: 'First deposit 100%' },
      content: { EN: '<p>Deposit and get a bonus.</p>' },
      images: [],
      filterType: 'deposit',
      tags: ['NEWBIE', 'DAILY'],
      startsAt: '2026-11-30T18:15:00.000Z',
      endsAt: '2026-12-31T18:14:00.000Z',
      audience: { type: 'everyone' },
      participation: 'claim',
      kind: 'standard',
      reward: { type: 'fixed', amountMinor: '10050' },
      eligibility: { type: 'none' },
      wagering: null,
      claimDays: 7,
      limits: { perDevice: false, perIp: false, maxClaims: null, budgetMinor: null },
    });
  });

  it('maps a first-deposit percentage with wagering, weights, limits and images in sequence', () => {
    const weights = { ...emptyPromotionDraft().weights, LIVE: '10', RNG: '100' };
    const result = promotionRequest(
      draft({
        title: { EN: ' First deposit 100% ', NE: 'पहिलो जम्मा', JA: ' 初回入金 ', AR: '' },
        content: { EN: '<p>Deposit and get a bonus.</p>', NE: '<p>नेपाली</p>', JA: ' <p>日本語</p>', AR: ' ' },
        images: ['https://cdn.example/a.png', '/api/promotions/images/0b8e6f7a-95a4-4a8e-9d52-0d6a2a4c1f10'],
        reward: 'deposit_percent',
        depositPercent: '12.5',
        cap: '500',
        eligibility: 'first_deposit',
        eligibilityMin: '1000',
        wagering: true,
        multiple: '35',
        base: 'deposit_plus_bonus',
        weights,
        defaultWeight: '0',
        maxStake: '50',
        maxCashout: '',
        wageringDays: '14',
        audience: 'agent_teams',
        agentAccounts: 'agent01\n agent02 ,agent01',
        perIp: true,
        maxClaims: '50',
        budget: '25000',
      }),
      options,
    );
    expect(result.problems).toBeNull();
    expect(result.input).toMatchObject({
      title: { EN: 'First deposit 100%', NE: 'पहिलो जम्मा', JA: '初回入金' },
      content: { EN: '<p>Deposit and get a bonus.</p>', NE: '<p>नेपाली</p>', JA: ' <p>日本語</p>' },
      images: [
        { sequence: 1, url: 'https://cdn.example/a.png' },
        { sequence: 2, url: '/api/promotions/images/0b8e6f7a-95a4-4a8e-9d52-0d6a2a4c1f10' },
      ],
      audience: { type: 'agent_teams', agentAccounts: ['agent01', 'agent02'] },
      reward: { type: 'deposit_percent', rateBasisPoints: 1250, capMinor: '50000' },
      eligibility: { type: 'first_deposit', minMinor: '100000' },
      wagering: {
        multiple: 35,
        base: 'deposit_plus_bonus',
        weights: { RNG: 100, LIVE: 10 },
        defaultWeightPercent: 0,
        maxStakeMinor: '5000',
        maxCashoutMinor: null,
        wageringDays: 14,
      },
      limits: { perDevice: false, perIp: true, maxClaims: 50, budgetMinor: '2500000' },
    });
  });

  it('maps a valid-bet rebate by category and needs at least one rate', () => {
    const rates = { ...emptyPromotionDraft().rebateRates, FISH: '0.8' };
    const ok = promotionRequest(
      draft({ reward: 'valid_bet_rebate', rebateRates: rates, cap: '10' }),
      options,
    );
    expect(ok.input?.reward).toEqual({
      type: 'valid_bet_rebate',
      ratesBasisPoints: { FISH: 80 },
      capMinor: '1000',
    });
    const none = promotionRequest(draft({ reward: 'valid_bet_rebate', cap: '10' }), options);
    expect(none.problems).toEqual({ rebateRates: 'required' });
  });

  it('names every problem at its field and sends nothing', () => {
    const result = promotionRequest(
      draft({
        title: { EN: ' ', NE: '', JA: '長'.repeat(121) },
        startsAt: '2026-12-31T00:00',
        endsAt: '2026-12-01T00:00',
        fixedAmount: '1.001',
        wagering: true,
        multiple: '41',
        defaultWeight: '101',
        weights: { ...emptyPromotionDraft().weights, LIVE: '12.5' },
        maxClaims: '0',
        budget: 'lots',
        audience: 'vip_levels',
        vipLevels: '1, two',
        claimDays: '',
      }),
      options,
    );
    expect(result.input).toBeNull();
    expect(result.problems).toEqual({
      'title.EN': 'required',
      'title.JA': 'tooLong',
      endsAt: 'order',
      fixedAmount: 'precision',
      multiple: 'range',
      'weights.LIVE': 'wholeNumber',
      defaultWeight: 'range',
      maxClaims: 'range',
      budget: 'format',
      vipLevels: 'format',
      claimDays: 'required',
    });
  });

  it('reads a saved promotion back into the same request', () => {
    const input = promotionRequest(
      draft({
        reward: 'deposit_percent',
        depositPercent: '100',
        cap: '131',
        eligibility: 'deposit_in_period',
        eligibilityMin: '0',
        wagering: true,
        weights: { ...emptyPromotionDraft().weights, SPORTS: '50' },
        audience: 'new_members',
        newMemberDays: '30',
        images: ['https://cdn.example/b.jpg', 'https://cdn.example/a.jpg'],
        maxClaims: '10000',
      }),
      options,
    ).input;
    expect(input).not.toBeNull();
    if (!input) return;
    const saved = {
      ...input,
      // The server may list images in any order: the sequence decides.
      images: [...input.images].reverse(),
      id: '7',
      status: 'draft',
      usage: { claims: 0, maxClaims: 10000, spentMinor: '0', budgetMinor: null },
      pendingApplications: 0,
      createdAt: '2026-11-26T00:00:00Z',
      updatedAt: '2026-11-26T00:00:00Z',
      publishedAt: null,
    } as AdminPromotion;
    const again = promotionRequest(promotionDraftOf(saved, 2, 345), options);
    expect(again.input).toEqual(input);
  });
});

describe('promotion texts in any language', () => {
  it('saves EN, NE, JA and AR and reads them back; a language with content only gets a title field too', () => {
    const input = promotionRequest(
      draft({
        fixedAmount: '5',
        title: { EN: 'Welcome', NE: 'स्वागत', JA: 'ようこそ', AR: ' مرحبا ' },
        content: { EN: '<p>Hi</p>', NE: '', JA: '', AR: '<p>أهلا</p>' },
      }),
      options,
    ).input;
    expect(input?.title).toEqual({ EN: 'Welcome', NE: 'स्वागत', JA: 'ようこそ', AR: 'مرحبا' });
    expect(input?.content).toEqual({ EN: '<p>Hi</p>', AR: '<p>أهلا</p>' });
    if (!input) return;
    const saved = {
      ...input,
      content: { ...input.content, FR: '<p>Salut</p>' },
      id: '8',
      status: 'draft',
      usage: { claims: 0, maxClaims: null, spentMinor: '0', budgetMinor: null },
      pendingApplications: 0,
      createdAt: '2026-11-26T00:00:00Z',
      updatedAt: '2026-11-26T00:00:00Z',
      publishedAt: null,
    } as AdminPromotion;
    const back = promotionDraftOf(saved, 2, 345);
    expect(promotionLanguages(back)).toEqual(['EN', 'NE', 'JA', 'AR', 'FR']);
    expect(back.title.FR).toBe('');
    expect(back.content.JA).toBe('');
    expect(promotionRequest(back, options).input).toEqual({ ...input, content: saved.content });
  });

  it('adds a language to the title and the content together, and removes it from both', () => {
    const added = withPromotionLanguage(draft(), 'KO');
    expect(promotionLanguages(added)).toEqual(['EN', 'NE', 'KO']);
    expect(added.content.KO).toBe('');
    const removed = withoutPromotionLanguage({ ...added, title: { ...added.title, KO: '환영' } }, 'KO');
    expect(promotionLanguages(removed)).toEqual(['EN', 'NE']);
    expect('KO' in removed.content).toBe(false);
  });
});

describe('promotion form helpers', () => {
  it('converts percentages and basis points exactly', () => {
    expect(percentToBasisPoints('12.5')).toBe(1250);
    expect(percentToBasisPoints('0.01')).toBe(1);
    expect(percentToBasisPoints('100')).toBe(10000);
    expect(percentToBasisPoints('1.234')).toBeNull();
    expect(percentToBasisPoints('-1')).toBeNull();
    expect(basisPointsToPercent(1250)).toBe('12.5');
    expect(basisPointsToPercent(80)).toBe('0.8');
    expect(basisPointsToPercent(10000)).toBe('100');
  });

  it('reads levels and accounts', () => {
    expect(parseLevels('1, 2 3,2')).toEqual([1, 2, 3]);
    expect(parseLevels('1;2')).toBeNull();
    expect(parseAccounts(' a \n\nb,a')).toEqual(['a', 'b']);
  });

  it("puts the server's issues at the editor's fields", () => {
    expect(promotionFieldOf('title.EN')).toBe('title.EN');
    expect(promotionFieldOf('content.PT-BR')).toBe('content.PT-BR');
    expect(promotionFieldOf('wagering.weights.LIVE')).toBe('weights.LIVE');
    expect(promotionFieldOf('reward.ratesBasisPoints.FISH')).toBe('rebateRates.FISH');
    expect(promotionFieldOf('images.2.url')).toBe('images');
    expect(promotionFieldOf('audience.agentAccounts.0')).toBe('agentAccounts');
    expect(promotionFieldOf('status')).toBeNull();
    const refused = new ApiError({
      code: 'validation_failed',
      status: 400,
      message: 'invalid',
      issues: [
        { path: 'body.wagering.maxStakeMinor', message: 'validation.amount' },
        { path: 'body.endsAt', message: 'validation.range' },
      ],
    });
    expect(promotionServerProblems(refused)).toEqual({ maxStake: 'server', endsAt: 'server' });
    const capped = new ApiError({ code: 'wagering_multiple_too_high', status: 422, message: 'x' });
    expect(promotionServerProblems(capped)).toEqual({ multiple: 'multipleTooHigh' });
    expect(promotionServerProblems(new Error('x'))).toEqual({});
  });
});
