import {
  type PromotionListFilter,
  type PromotionTag,
  promotionFilterTypes,
  promotionTags,
} from '@gaming/contracts/promotions';

/** Spec §2's 15 filters: `all`, then the 14 types in the spec's order. */
export const promotionFilters: readonly PromotionListFilter[] = ['all', ...promotionFilterTypes];

export function isPromotionFilter(value: unknown): value is PromotionListFilter {
  return typeof value === 'string' && (promotionFilters as readonly string[]).includes(value);
}

export function isPromotionTag(value: unknown): value is PromotionTag {
  return typeof value === 'string' && (promotionTags as readonly string[]).includes(value);
}

/** The tags in the spec's order (a card always shows them the same way round). */
export function orderedTags(tags: readonly PromotionTag[]): PromotionTag[] {
  return promotionTags.filter((tag) => tags.includes(tag));
}

/** Deposit-type promotions link to the deposit tutorial. */
export function showsDepositTutorial(filterType: string): boolean {
  return filterType === 'deposit';
}
