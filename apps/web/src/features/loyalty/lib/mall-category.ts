import type { TFunction } from 'i18next';

/**
 * A category code staff typed (ELECTRONICS), in the player's language when it is a common one, else read
 * as words ("Board games" for BOARD_GAMES) rather than shouted.
 */
export function mallCategoryLabel(t: TFunction<['loyalty', 'common']>, code: string): string {
  const words = code.replaceAll('_', ' ').toLowerCase();
  return t(`mall.categories.${code}`, { defaultValue: words.charAt(0).toUpperCase() + words.slice(1) });
}
