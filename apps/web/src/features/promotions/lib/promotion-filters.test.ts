import { describe, expect, it } from 'vitest';
import { isPromotionFilter, orderedTags, promotionFilters, showsDepositTutorial } from './promotion-filters';

describe('promotion filters and tags (spec §2)', () => {
  it('has the 15 filter types, all first', () => {
    expect(promotionFilters).toHaveLength(15);
    expect(promotionFilters[0]).toBe('all');
    expect(isPromotionFilter('live_casino')).toBe(true);
    expect(isPromotionFilter('casino')).toBe(false);
  });

  it('orders tags as the spec lists them', () => {
    expect(orderedTags(['VIP', 'NEWBIE', 'DAILY'])).toEqual(['NEWBIE', 'DAILY', 'VIP']);
  });

  it('links the deposit tutorial from deposit promotions only', () => {
    expect(showsDepositTutorial('deposit')).toBe(true);
    expect(showsDepositTutorial('slots')).toBe(false);
  });
});
