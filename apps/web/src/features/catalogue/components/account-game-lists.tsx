import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { useLanguageStore } from '../../../i18n/i18n';
import { useFavouriteList } from '../api/favourites';
import { useRecentGames } from '../api/get-recent-games';
import { GameGrid, GameGridSkeleton } from './game-grid';

/** /favorite: the member's favourites, newest first (page 999, load more appends). */
export function FavouriteGames() {
  const { t } = useTranslation('games');
  const language = useLanguageStore((state) => state.code);
  const favourites = useFavouriteList(language, true);
  if (favourites.isPending) return <GameGridSkeleton />;
  if (favourites.isError)
    return <ErrorState error={favourites.error} onRetry={() => void favourites.refetch()} />;
  const games = favourites.data.pages.flatMap((page) => page.content);
  if (games.length === 0)
    return <EmptyState title={t('favourites.emptyTitle')} body={t('favourites.emptyBody')} />;
  return (
    <div data-testid="favourite-games">
      <GameGrid
        games={games}
        total={favourites.data.pages[0]?.total}
        hasMore={favourites.hasNextPage}
        loadingMore={favourites.isFetchingNextPage}
        onLoadMore={() => void favourites.fetchNextPage()}
      />
    </div>
  );
}

/** /recent: the member's last 20 games. */
export function RecentGames() {
  const { t } = useTranslation('games');
  const language = useLanguageStore((state) => state.code);
  const recent = useRecentGames(language, true);
  if (recent.isPending) return <GameGridSkeleton />;
  if (recent.isError) return <ErrorState error={recent.error} onRetry={() => void recent.refetch()} />;
  if (recent.data.content.length === 0)
    return <EmptyState title={t('recent.emptyTitle')} body={t('recent.emptyBody')} />;
  return (
    <div data-testid="recent-games">
      <GameGrid games={recent.data.content} />
    </div>
  );
}
