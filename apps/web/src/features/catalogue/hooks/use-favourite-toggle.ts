import type { Game } from '@gaming/contracts/catalogue';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import {
  addFavourite,
  favouriteIdsQueryKey,
  removeFavourite,
  removeFavouriteLocally,
  useFavouriteIds,
} from '../api/favourites';
import { createThrottle, favouriteThrottleMs } from '../lib/throttle';
import { useGameActions } from './game-actions';

// One gate for the whole page: spec §4 throttles the toggle itself, not each star separately.
const toggleGate = createThrottle(favouriteThrottleMs);

/**
 * Favourites of spec §4: login required (guests get the login popup, trial users the notice);
 * adding is skipped if present; removal updates locally first, then calls the server; at most one
 * toggle per second.
 */
export function useFavouriteToggle() {
  const { status, requireRealAccount, notify } = useGameActions();
  const queryClient = useQueryClient();
  const ids = useFavouriteIds(status === 'member');
  const favourites = useMemo(() => new Set(ids.data?.ids ?? []), [ids.data]);
  const toggle = useCallback(
    (game: Game) => {
      requireRealAccount(() => {
        if (!toggleGate()) return;
        const refresh = () => queryClient.invalidateQueries({ queryKey: ['favourites'] });
        if (favourites.has(game.nodeId)) {
          removeFavouriteLocally(queryClient, game.nodeId);
          removeFavourite(game.nodeId).then(
            (response) => queryClient.setQueryData(favouriteIdsQueryKey, response),
            () => void refresh(),
          );
          return;
        }
        addFavourite(game).then(
          (response) => {
            queryClient.setQueryData(favouriteIdsQueryKey, response);
            void queryClient.invalidateQueries({
              queryKey: ['favourites'],
              predicate: (query) => query.queryKey[1] !== 'ids',
            });
          },
          () => {
            notify('games:favourites.failed');
            void refresh();
          },
        );
      });
    },
    [favourites, queryClient, requireRealAccount, notify],
  );
  return { isFavourite: (nodeId: string) => favourites.has(nodeId), toggle };
}
