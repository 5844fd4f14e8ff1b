import type { FavouriteIdsResponse, Game } from '@gaming/contracts/catalogue';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { create } from 'zustand';
import {
  addFavourite,
  favouriteIdsQueryKey,
  removeFavourite,
  removeFavouriteLocally,
  useFavouriteIds,
} from '../api/favourites';
import {
  type FavouriteChange,
  favouriteThrottleMs,
  maximumQueuedFavourites,
  SpacedQueue,
} from '../lib/throttle';
import { useGameActions } from './game-actions';

/** The stars waiting for their call: what each shows until the server has it. */
const usePendingFavourites = create<{ wanted: Record<string, boolean> }>(() => ({ wanted: {} }));

function setPending(nodeId: string, favourite: boolean | undefined): void {
  usePendingFavourites.setState((state) => {
    const wanted = { ...state.wanted };
    if (favourite === undefined) delete wanted[nodeId];
    else wanted[nodeId] = favourite;
    return { wanted };
  });
}

/** What the page-wide line needs at the time a call goes out (set by the latest hook to render). */
const wiring: {
  queryClient: QueryClient | null;
  games: Map<string, Pick<Game, 'nodeId' | 'vassalage' | 'gameType'>>;
  notify: (messageKey: string) => void;
} = { queryClient: null, games: new Map(), notify: () => {} };

async function sendChange(change: FavouriteChange): Promise<void> {
  const game = wiring.games.get(change.nodeId);
  if (!game) return;
  const response: FavouriteIdsResponse = change.favourite
    ? await addFavourite(game)
    : await removeFavourite(change.nodeId);
  const queryClient = wiring.queryClient;
  if (!queryClient) return;
  queryClient.setQueryData(favouriteIdsQueryKey, response);
  if (change.favourite)
    void queryClient.invalidateQueries({
      queryKey: ['favourites'],
      predicate: (query) => query.queryKey[1] !== 'ids',
    });
}

// One line for the whole page: spec §4 throttles the toggle itself, not each star separately.
const favouriteQueue = new SpacedQueue(
  sendChange,
  (change, error) => {
    // A newer click on the same star still waits: its star keeps showing that wish.
    if (favouriteQueue.pending(change.nodeId) === undefined) setPending(change.nodeId, undefined);
    if (error) {
      wiring.notify('games:favourites.failed');
      void wiring.queryClient?.invalidateQueries({ queryKey: ['favourites'] });
    }
  },
  { intervalMs: favouriteThrottleMs, limit: maximumQueuedFavourites },
);

/**
 * Favourites of spec §4: login required (guests get the login popup, trial users the notice). Every
 * click counts: the star shows its new state at once (a removal also leaves the lists at once) and the
 * change waits its turn, the server hearing at most one change per second; a line too long is refused
 * with a message, never silently.
 */
export function useFavouriteToggle() {
  const { status, requireRealAccount, notify } = useGameActions();
  const queryClient = useQueryClient();
  const ids = useFavouriteIds(status === 'member');
  const favourites = useMemo(() => new Set(ids.data?.ids ?? []), [ids.data]);
  const wanted = usePendingFavourites((state) => state.wanted);
  wiring.queryClient = queryClient;
  wiring.notify = notify;
  const isFavourite = useCallback(
    (nodeId: string) => wanted[nodeId] ?? favourites.has(nodeId),
    [wanted, favourites],
  );
  const toggle = useCallback(
    (game: Game) => {
      requireRealAccount(() => {
        const favourite = !isFavourite(game.nodeId);
        wiring.games.set(game.nodeId, game);
        if (!favouriteQueue.push({ nodeId: game.nodeId, favourite })) {
          notify('games:favourites.busy');
          return;
        }
        setPending(game.nodeId, favourite);
        if (!favourite) removeFavouriteLocally(queryClient, game.nodeId);
      });
    },
    [isFavourite, queryClient, requireRealAccount, notify],
  );
  return { isFavourite, toggle };
}
