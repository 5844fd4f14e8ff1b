import type { GamesPage } from '@gaming/contracts/catalogue';
import type { LanguageCode } from '@gaming/contracts/languages';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useLanguageStore } from '../../../i18n/i18n';
import { getGames } from '../api/get-games';
import type { LaunchTarget } from '../lib/navigation';
import { useGameActions } from './game-actions';

/** A vendor's first game is looked up again after this long. */
const firstGameStaleMs = 60_000;

function firstGameQuery(target: LaunchTarget, language: LanguageCode) {
  return {
    queryKey: ['games', 'vendor-first', target.category, target.vendor.vassalage, language] as const,
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      getGames(
        {
          gameType: target.category,
          vassalage: target.vendor.vassalage,
          filter: 'ALL',
          search: '',
          language,
        },
        1,
        signal,
      ),
    staleTime: firstGameStaleMs,
  };
}

/** Fetched when the pointer reaches the entry, so the click starts the game at once. */
export function prefetchVendorFirstGame(queryClient: QueryClient, target: LaunchTarget): void {
  const language = useLanguageStore.getState().code;
  void queryClient.prefetchQuery(firstGameQuery(target, language)).catch(() => undefined);
}

/**
 * Spec §2 direct vendor launch (header category with a single vendor, side-menu lottery categories, the
 * footer's LOTT and ELOTT, vendor entries of live, sports …): the vendor's first game in the category goes
 * through the app's launch flow (useGameActions().play: guest login popup, trial notice, /seamless with
 * its maintenance suggestions). A vendor without a game, or a failed look-up, opens its page instead.
 */
export function useVendorLaunch(): (target: LaunchTarget) => Promise<void> {
  const actions = useGameActions();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(
    async (target: LaunchTarget) => {
      const language = useLanguageStore.getState().code;
      let page: GamesPage | null = null;
      try {
        page = await queryClient.fetchQuery(firstGameQuery(target, language));
      } catch {
        page = null;
      }
      const game = page?.content[0];
      if (game) actions.play(game);
      else void navigate(target.fallbackPath);
    },
    [actions, navigate, queryClient],
  );
}
