import type { Game } from '@gaming/contracts/catalogue';
import { ChevronLeftIcon, ChevronRightIcon, FlameIcon } from '@gaming/ui/icons';
import { useDeferredValue, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/error-state';
import { Skeleton } from '../../../components/skeleton';
import { useLanguageStore } from '../../../i18n/i18n';
import { useTextDirection } from '../../../lib/use-text-direction';
import { useHotGames } from '../api/get-hot-games';
import { useFavouriteToggle } from '../hooks/use-favourite-toggle';
import { GameTile } from './game-tile';

/** Spec §9: 2 games per slide, 6 slides per view (fewer on narrow screens), 13 px apart. */
export const hotGamesPerSlide = 2;

export function slidesOf(games: readonly Game[], perSlide = hotGamesPerSlide): Game[][] {
  const slides: Game[][] = [];
  for (let index = 0; index < games.length; index += perSlide)
    slides.push(games.slice(index, index + perSlide));
  return slides;
}

const arrowClass =
  'grid size-8 place-items-center rounded-md border border-border bg-surface hover:bg-surface-2 disabled:opacity-40';

function Carousel({ games }: { games: Game[] }) {
  const { t } = useTranslation('games');
  const favourites = useFavouriteToggle();
  const direction = useTextDirection();
  const scroller = useRef<HTMLDivElement>(null);
  // A page of slides at a time (what is on view), towards the end or the start; swipes scroll natively.
  const scrollByPage = (pages: 1 | -1) => {
    const element = scroller.current;
    if (!element) return;
    const towardsEnd = direction === 'rtl' ? -1 : 1;
    element.scrollBy({ left: pages * towardsEnd * element.clientWidth, behavior: 'smooth' });
  };
  const slides = slidesOf(games);
  return (
    <section aria-labelledby="hot-games-title" data-testid="hot-games" className="flex flex-col gap-2">
      <div className="flex items-center gap-2">
        <FlameIcon className="size-5 text-accent-text" />
        <h2 id="hot-games-title" className="text-base font-bold">
          {t('home.hotGames')}
        </h2>
        <div className="ms-auto flex gap-1">
          <button
            type="button"
            className={arrowClass}
            aria-label={t('home.previousGames')}
            onClick={() => scrollByPage(-1)}
          >
            <ChevronLeftIcon className="size-4 rtl:rotate-180" />
          </button>
          <button
            type="button"
            className={arrowClass}
            aria-label={t('home.nextGames')}
            onClick={() => scrollByPage(1)}
          >
            <ChevronRightIcon className="size-4 rtl:rotate-180" />
          </button>
        </div>
      </div>
      <div ref={scroller} dir={direction} className="no-scrollbar snap-x snap-mandatory overflow-x-auto">
        <ul className="flex gap-[13px]">
          {slides.map((slide, index) => (
            <li
              key={slide[0]?.nodeId ?? index}
              className="flex min-w-0 flex-[0_0_calc((100%-26px)/3)] snap-start flex-col gap-[13px] sm:flex-[0_0_calc((100%-39px)/4)] lg:flex-[0_0_calc((100%-65px)/6)]"
            >
              {slide.map((game) => (
                <GameTile
                  key={game.nodeId}
                  game={game}
                  eager={index < 3}
                  isFavourite={favourites.isFavourite(game.nodeId)}
                  onToggleFavourite={favourites.toggle}
                />
              ))}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** Home: the hot games carousel; nothing when no game is marked hot. */
export function HotGamesCarousel() {
  const language = useLanguageStore((state) => state.code);
  const hot = useHotGames(language);
  // The tiles render in a background pass React can interrupt, not in the task the answer arrives in.
  const games = useDeferredValue(hot.data?.content);
  if (hot.isError) return <ErrorState compact error={hot.error} onRetry={() => void hot.refetch()} />;
  if (!games) return <Skeleton className="h-72 w-full" />;
  if (games.length === 0) return null;
  return <Carousel games={games} />;
}
