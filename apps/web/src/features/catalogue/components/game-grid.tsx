import type { Game } from '@gaming/contracts/catalogue';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../components/button-styles';
import { Skeleton } from '../../../components/skeleton';
import { Spinner } from '../../../components/spinner';
import { useFavouriteToggle } from '../hooks/use-favourite-toggle';
import { GameTile } from './game-tile';

export const gameGridClass =
  'grid grid-cols-3 gap-x-2 gap-y-3 sm:grid-cols-4 md:grid-cols-5 lg:grid-cols-6 xl:grid-cols-8';

export function GameGridSkeleton({ count = 12 }: { count?: number }) {
  return (
    <div className={gameGridClass} data-testid="game-grid-loading">
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Skeleton key={index} className="aspect-square" />
      ))}
    </div>
  );
}

/** A grid of game tiles with "load more" when the server has further pages. */
export function GameGrid({
  games,
  hasMore = false,
  loadingMore = false,
  onLoadMore,
  total,
}: {
  games: Game[];
  hasMore?: boolean;
  loadingMore?: boolean;
  onLoadMore?: () => void;
  total?: number;
}) {
  const { t } = useTranslation('games');
  const favourites = useFavouriteToggle();
  return (
    <div className="flex flex-col gap-4">
      <ul className={gameGridClass} data-testid="game-grid">
        {games.map((game, index) => (
          <li key={game.nodeId}>
            <GameTile
              game={game}
              eager={index < 6}
              isFavourite={favourites.isFavourite(game.nodeId)}
              onToggleFavourite={favourites.toggle}
            />
          </li>
        ))}
      </ul>
      {hasMore && onLoadMore ? (
        <div className="flex flex-col items-center gap-1">
          <button
            type="button"
            onClick={onLoadMore}
            disabled={loadingMore}
            className={buttonStyles.secondary}
            data-testid="game-grid-load-more"
          >
            {loadingMore ? <Spinner /> : null}
            {t('list.loadMore')}
          </button>
          {total !== undefined ? (
            <p className="text-xs text-muted">{t('list.shown', { shown: games.length, total })}</p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
