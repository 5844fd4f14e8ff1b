import type { GameCategoryCode, VendorGameTypesResponse } from '@gaming/contracts/catalogue';

/** Spec §2 game lobby tabs, in the spec's order; a centre shows the ones its games use. */
export const lobbyTabOrder = [
  'baccarat',
  'sicbo',
  'roulette',
  'dragon_tiger',
  'blackjack',
  'three_card_poker',
  'fan_tan',
  'niuniu',
  'fish_prawn_crab',
  'zjh',
  'others',
] as const;

/** The lobby tabs of a category (optionally one vendor): known tabs in spec order, then any others. */
export function lobbyTabs(
  vendors: VendorGameTypesResponse['vendors'],
  category: GameCategoryCode,
  vassalage: string | null,
): string[] {
  const present = new Set<string>();
  for (const vendor of vendors) {
    if (vassalage && vendor.vassalage !== vassalage) continue;
    for (const entry of vendor.gameTypes) {
      if (entry.gameType !== category) continue;
      for (const classify of entry.gameClassifies) present.add(classify);
    }
  }
  const known = lobbyTabOrder.filter((tab) => present.has(tab));
  const others = [...present].filter((tab) => !(lobbyTabOrder as readonly string[]).includes(tab)).sort();
  return [...known, ...others];
}
