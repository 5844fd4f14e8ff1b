import type { GameCategoryCode } from '@gaming/contracts/catalogue';
import { type GameFilter, gameFilters } from '@gaming/contracts/game-limits';
import { SearchIcon } from '@gaming/ui/icons';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { useLanguageStore } from '../../../i18n/i18n';
import { useGames } from '../api/get-games';
import { useVendorGameTypes } from '../api/get-vendor-game-types';
import { useGameActions } from '../hooks/game-actions';
import { lobbyTabs } from '../lib/lobby-tabs';
import { GameGrid, GameGridSkeleton } from './game-grid';

const searchDelayMs = 300;
const memberFilters: ReadonlySet<GameFilter> = new Set<GameFilter>(['FAV', 'RECENT']);

function useDebounced(value: string, delayMs: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

const chipClass = (pressed: boolean) =>
  `h-8 shrink-0 rounded-full border px-3 text-xs font-semibold whitespace-nowrap transition-colors ${
    pressed ? 'border-accent bg-accent text-accent-contrast' : 'border-border bg-surface hover:bg-surface-2'
  }`;

function LobbyTabs({
  category,
  vassalage,
  value,
  onChange,
}: {
  category: GameCategoryCode;
  vassalage: string | null;
  value: string | null;
  onChange: (value: string | null) => void;
}) {
  const { t } = useTranslation('games');
  const types = useVendorGameTypes();
  const tabs = lobbyTabs(types.data?.vendors ?? [], category, vassalage);
  if (tabs.length === 0) return null;
  return (
    <fieldset data-testid="lobby-tabs" className="no-scrollbar flex min-w-0 gap-1.5 overflow-x-auto">
      <legend className="sr-only">{t('lobby.label')}</legend>
      {[null, ...tabs].map((tab) => (
        <button
          key={tab ?? 'all'}
          type="button"
          aria-pressed={value === tab}
          onClick={() => onChange(tab)}
          data-testid={`lobby-tab-${tab ?? 'all'}`}
          className={chipClass(value === tab)}
        >
          {tab ? t(`lobby.tabs.${tab}`, { defaultValue: tab.replace(/_/g, ' ') }) : t('lobby.all')}
        </button>
      ))}
    </fieldset>
  );
}

/**
 * The games of a list or centre page: filters (ALL, NEW, HOT, FAV, RECENT), search by name, lobby
 * tabs on centre pages, pages of 20 with "load more".
 */
export function GameList({
  category,
  vassalage,
  pageKind,
}: {
  category: GameCategoryCode;
  vassalage: string | null;
  pageKind: 'list' | 'centre';
}) {
  const { t } = useTranslation('games');
  const language = useLanguageStore((state) => state.code);
  const { status, requireRealAccount } = useGameActions();
  const [filter, setFilter] = useState<GameFilter>('ALL');
  const [classify, setClassify] = useState<string | null>(null);
  const [searchText, setSearchText] = useState('');
  const search = useDebounced(searchText.trim(), searchDelayMs);
  const searchId = useId();
  const needsMember = memberFilters.has(filter);
  const effectiveFilter = needsMember && status !== 'member' ? 'ALL' : filter;
  const games = useGames({
    gameType: category,
    vassalage: vassalage ?? undefined,
    gameClassify: classify ?? undefined,
    filter: effectiveFilter,
    search,
    language,
  });
  const chooseFilter = (next: GameFilter) => {
    if (memberFilters.has(next)) requireRealAccount(() => setFilter(next));
    else setFilter(next);
  };
  const pages = games.data?.pages ?? [];
  const list = pages.flatMap((page) => page.content);
  const total = pages[0]?.total;
  return (
    <section className="flex flex-col gap-3" aria-label={t('list.label')} data-testid="game-list">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <fieldset className="no-scrollbar flex min-w-0 gap-1.5 overflow-x-auto" data-testid="game-filters">
          <legend className="sr-only">{t('filters.label')}</legend>
          {gameFilters.map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={effectiveFilter === option}
              onClick={() => chooseFilter(option)}
              data-testid={`game-filter-${option}`}
              className={chipClass(effectiveFilter === option)}
            >
              {t(`filters.${option}`)}
            </button>
          ))}
        </fieldset>
        <div className="relative sm:ms-auto sm:w-64">
          <label htmlFor={searchId} className="sr-only">
            {t('list.search')}
          </label>
          <SearchIcon className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted" />
          <input
            id={searchId}
            type="search"
            value={searchText}
            maxLength={50}
            onChange={(event) => setSearchText(event.target.value)}
            placeholder={t('list.searchPlaceholder')}
            data-testid="game-search"
            className="h-9 w-full rounded-md border border-border bg-surface ps-9 pe-3 text-sm"
          />
        </div>
      </div>
      {pageKind === 'centre' ? (
        <LobbyTabs category={category} vassalage={vassalage} value={classify} onChange={setClassify} />
      ) : null}
      {games.isPending ? <GameGridSkeleton /> : null}
      {games.isError ? <ErrorState error={games.error} onRetry={() => void games.refetch()} /> : null}
      {games.isSuccess && list.length === 0 ? (
        <EmptyState
          title={search ? t('list.noMatchTitle', { search }) : t(`list.empty.${effectiveFilter}`)}
          body={search ? t('list.noMatchBody') : t('list.emptyBody')}
        />
      ) : null}
      {list.length > 0 ? (
        <GameGrid
          games={list}
          total={total}
          hasMore={games.hasNextPage}
          loadingMore={games.isFetchingNextPage}
          onLoadMore={() => void games.fetchNextPage()}
        />
      ) : null}
    </section>
  );
}
