import {
  type GameCategoryCode,
  gameCategoryCodes,
  type Vendor,
  type VendorLane,
} from '@gaming/contracts/catalogue';

export type RegroupingRules = {
  inhouseVendors: readonly string[];
  esportsVendors: readonly string[];
  cockfightVendors: readonly string[];
};

export type VendorPlacement = Omit<Vendor, 'gameType'> & { category: GameCategoryCode; sortOrder: number };

/** Where a vendor configured under `category` is shown (spec §4 regrouping). */
export function regroupedCategory(
  vendorCode: string,
  category: GameCategoryCode,
  rules: RegroupingRules,
): GameCategoryCode {
  if (category === 'SPORTS' && rules.esportsVendors.includes(vendorCode)) return 'ESPORTS';
  if (category === 'SPORTS' && rules.cockfightVendors.includes(vendorCode)) return 'COCKFIGHT';
  if (category === 'RNG' && rules.inhouseVendors.includes(vendorCode)) return 'INHOUSE';
  return category;
}

/**
 * Builds the lanes of the vendor call: vendors grouped by (regrouped) category, categories in the given
 * order, vendors by sort order, a vendor at most once per lane, and only lanes with at least one vendor.
 */
export function buildVendorLanes(
  placements: readonly VendorPlacement[],
  categoryOrder: readonly GameCategoryCode[],
  rules: RegroupingRules,
): VendorLane[] {
  const byCategory = new Map<GameCategoryCode, Array<VendorPlacement & { gameType: GameCategoryCode }>>();
  for (const placement of placements) {
    const category = regroupedCategory(placement.vassalage, placement.category, rules);
    const lane = byCategory.get(category) ?? [];
    if (!lane.some((existing) => existing.vassalage === placement.vassalage)) {
      lane.push({ ...placement, gameType: category });
    }
    byCategory.set(category, lane);
  }
  const order = [...categoryOrder, ...gameCategoryCodes.filter((code) => !categoryOrder.includes(code))];
  return order
    .filter((category) => (byCategory.get(category)?.length ?? 0) > 0)
    .map((category) => ({
      gameCategory: category,
      vendors: (byCategory.get(category) ?? [])
        .sort(
          (left, right) => left.sortOrder - right.sortOrder || left.vassalage.localeCompare(right.vassalage),
        )
        .map(({ vassalage, displayName, gameType, logoUrl, maintenance }) => ({
          vassalage,
          displayName,
          gameType,
          logoUrl,
          maintenance,
        })),
    }));
}

/**
 * The stored categories (and vendor restrictions) whose games show under `shown` after regrouping:
 * e-sports shows its own games plus the e-sports vendors' games stored under sports; sports shows the
 * rest of sports; likewise cockfight and in-house. Every branch is "category = X" with the vendor either
 * in or not in a list, so the repository turns it into plain SQL.
 */
export type StoredCategoryFilter = {
  category: GameCategoryCode;
  vendorsIn?: readonly string[];
  vendorsNotIn?: readonly string[];
};

export function storedCategoryFilters(
  shown: GameCategoryCode,
  rules: RegroupingRules,
): StoredCategoryFilter[] {
  const movedFromSports = [...rules.esportsVendors, ...rules.cockfightVendors];
  switch (shown) {
    case 'SPORTS':
      return [{ category: 'SPORTS', vendorsNotIn: movedFromSports }];
    case 'ESPORTS':
      return [{ category: 'ESPORTS' }, { category: 'SPORTS', vendorsIn: rules.esportsVendors }];
    case 'COCKFIGHT':
      return [{ category: 'COCKFIGHT' }, { category: 'SPORTS', vendorsIn: rules.cockfightVendors }];
    case 'RNG':
      return [{ category: 'RNG', vendorsNotIn: rules.inhouseVendors }];
    case 'INHOUSE':
      return [{ category: 'INHOUSE' }, { category: 'RNG', vendorsIn: rules.inhouseVendors }];
    default:
      return [{ category: shown }];
  }
}
