import { describe, expect, it } from 'vitest';
import { imageFileProblem, moveItem } from '../../../lib/images';
import { approvalAmount } from './approval';
import { parseApplicationFilter, parsePromotionFilter, promotionFilterParams } from './promotion-filter';
import { usageShare } from './usage';

describe('approval amount', () => {
  const percent = { type: 'deposit_percent', rateBasisPoints: 1000, capMinor: '50000' } as const;
  it('sends nothing for a fixed reward or an empty amount (the rule computes it)', () => {
    expect(approvalAmount('123', { type: 'fixed', amountMinor: '100' }, 2)).toEqual({
      amountMinor: null,
      problem: null,
    });
    expect(approvalAmount(' ', percent, 2)).toEqual({ amountMinor: null, problem: null });
  });
  it('takes an amount within the cap and refuses one above it or malformed', () => {
    expect(approvalAmount('500', percent, 2)).toEqual({ amountMinor: '50000', problem: null });
    expect(approvalAmount('500.01', percent, 2)).toEqual({ amountMinor: null, problem: 'aboveCap' });
    expect(approvalAmount('0', percent, 2)).toEqual({ amountMinor: null, problem: 'zero' });
    expect(approvalAmount('1e3', percent, 2)).toEqual({ amountMinor: null, problem: 'format' });
  });
});

describe('images', () => {
  it('moves one image and leaves the list alone for moves off its ends', () => {
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(moveItem(['a', 'b'], 1, 2)).toEqual(['a', 'b']);
  });
  it('takes png and jpg up to the limit only', () => {
    expect(imageFileProblem({ type: 'image/png', size: 5 }, 5)).toBeNull();
    expect(imageFileProblem({ type: 'image/jpeg', size: 6 }, 5)).toBe('size');
    expect(imageFileProblem({ type: 'image/gif', size: 1 }, 5)).toBe('type');
    expect(imageFileProblem({ type: 'image/svg+xml', size: 1 }, 5)).toBe('type');
  });
});

describe('usage share', () => {
  it('is a whole percent from 0 to 100', () => {
    expect(usageShare(0n, 50n)).toBe(0);
    expect(usageShare(25n, 50n)).toBe(50);
    expect(usageShare(49n, 50n)).toBe(98);
    expect(usageShare(60n, 50n)).toBe(100);
    expect(usageShare(1n, 0n)).toBe(100);
    expect(usageShare(123456789012345678n, 246913578024691356n)).toBe(50);
  });
});

describe('list filters in the address bar', () => {
  it('drops unknown values and keeps the rest', () => {
    const filter = parsePromotionFilter(
      new URLSearchParams('status=published&filterType=nope&kind=referral&query=%20vip%20'),
    );
    expect(filter).toMatchObject({
      status: 'published',
      filterType: '',
      kind: 'referral',
      query: 'vip',
      page: 1,
    });
    expect(promotionFilterParams(filter).toString()).toBe('status=published&kind=referral&query=vip');
  });
  it('shows pending applications by default and only a numeric promotion id', () => {
    expect(parseApplicationFilter(new URLSearchParams(''))).toMatchObject({
      status: 'pending',
      promotionId: '',
    });
    expect(parseApplicationFilter(new URLSearchParams('status=rejected&promotionId=12'))).toMatchObject({
      status: 'rejected',
      promotionId: '12',
    });
    expect(parseApplicationFilter(new URLSearchParams('promotionId=1;drop'))).toMatchObject({
      promotionId: '',
    });
  });
});
