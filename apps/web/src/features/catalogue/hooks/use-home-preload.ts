import type { VendorLane } from '@gaming/contracts/catalogue';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLanguageStore } from '../../../i18n/i18n';
import { type GamesCriteria, prefetchGames } from '../api/get-games';
import { useVendors } from '../api/get-vendors';

/** Spec §2: home preloads the first 3 slot vendors, 1 fish and 1 live vendor. */
const preloadCounts = [
  ['RNG', 3],
  ['FISH', 1],
  ['LIVE', 1],
] as const;

export function preloadCriteria(lanes: readonly VendorLane[], language: GamesCriteria['language']) {
  return preloadCounts.flatMap(([category, count]) => {
    const lane = lanes.find((candidate) => candidate.gameCategory === category);
    return (lane?.vendors ?? []).slice(0, count).map(
      (vendor): GamesCriteria => ({
        gameType: category,
        vassalage: vendor.vassalage,
        filter: 'ALL',
        search: '',
        language,
      }),
    );
  });
}

/** Fetches those vendors' first game page once the browser is idle, so their pages open at once. */
export function useHomePreload(): void {
  const queryClient = useQueryClient();
  const language = useLanguageStore((state) => state.code);
  const lanes = useVendors().data?.lanes;
  useEffect(() => {
    if (!lanes) return;
    const run = () => {
      for (const criteria of preloadCriteria(lanes, language)) void prefetchGames(queryClient, criteria);
    };
    if ('requestIdleCallback' in window) {
      const handle = window.requestIdleCallback(run, { timeout: 3_000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(run, 1_000);
    return () => clearTimeout(timer);
  }, [lanes, language, queryClient]);
}
