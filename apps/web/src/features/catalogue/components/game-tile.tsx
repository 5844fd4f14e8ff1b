import type { Game } from '@gaming/contracts/catalogue';
import { PlayIcon, StarIcon, WrenchIcon } from '@gaming/ui/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGameActions } from '../hooks/game-actions';

/** Spec §8: a missing or broken game image falls back to the default icon. */
export const defaultGameIcon = '/static/games/default-icon.svg';

function GameImage({ game, eager }: { game: Game; eager: boolean }) {
  const [failed, setFailed] = useState(false);
  return (
    <img
      src={failed ? defaultGameIcon : game.iconUrl}
      alt=""
      width={300}
      height={300}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setFailed(true)}
      className="size-full object-cover transition-transform duration-300 group-hover/game:scale-105"
    />
  );
}

/**
 * A game tile (spec §2/§3): a click starts the game; a play-now button (on hover, always shown on
 * touch screens) starts it too unless the type is RNG; a star toggles the favourite.
 */
export function GameTile({
  game,
  isFavourite,
  onToggleFavourite,
  eager = false,
}: {
  game: Game;
  isFavourite: boolean;
  onToggleFavourite: (game: Game) => void;
  eager?: boolean;
}) {
  const { t } = useTranslation('games');
  const { play } = useGameActions();
  const showPlayNow = game.gameType !== 'RNG' && !game.maintenance;
  return (
    <div
      className="group/game relative flex flex-col gap-1.5"
      data-testid={`game-tile-${game.gameId}`}
      data-node-id={game.nodeId}
    >
      <button
        type="button"
        onClick={() => play(game)}
        aria-label={t('tile.play', { name: game.displayName })}
        data-testid="game-tile-open"
        className="relative block aspect-square overflow-hidden rounded-lg border border-border bg-surface-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
      >
        <GameImage game={game} eager={eager} />
        <span className="absolute start-1.5 top-1.5 flex gap-1">
          {game.isHot === 1 ? (
            <span className="rounded-sm bg-danger px-1.5 text-[0.65rem] leading-4 font-bold text-inverse uppercase">
              {t('tile.hot')}
            </span>
          ) : null}
          {game.isNew ? (
            <span className="rounded-sm bg-accent px-1.5 text-[0.65rem] leading-4 font-bold text-accent-contrast uppercase">
              {t('tile.new')}
            </span>
          ) : null}
        </span>
        {game.maintenance ? (
          <span className="absolute inset-0 grid place-items-center bg-surface/85 p-2 text-center text-xs font-semibold text-text">
            <span className="flex flex-col items-center gap-1">
              <WrenchIcon className="size-5" />
              {t('tile.maintenance')}
            </span>
          </span>
        ) : (
          <span className="pointer-events-none absolute inset-0 grid place-items-center bg-overlay opacity-0 transition-opacity group-hover/game:opacity-100 group-focus-within/game:opacity-100">
            {showPlayNow ? null : (
              <span className="grid size-12 place-items-center rounded-full bg-accent text-accent-contrast shadow-lg">
                <PlayIcon className="size-6" />
              </span>
            )}
          </span>
        )}
      </button>
      {showPlayNow ? (
        // With a mouse: over the art while hovered. On a touch screen it is always there, so it sits
        // under the name instead of covering the art, across the tile's width, on one line in any language.
        <button
          type="button"
          onClick={() => play(game)}
          data-testid="game-tile-play-now"
          className="absolute inset-x-3 top-[calc(50%-2.5rem)] z-10 mx-auto flex h-9 max-w-32 items-center justify-center gap-1 rounded-full bg-accent px-3 text-xs font-bold whitespace-nowrap text-accent-contrast opacity-0 shadow-lg transition-opacity group-hover/game:opacity-100 focus-visible:opacity-100 [@media(hover:none)]:static [@media(hover:none)]:order-last [@media(hover:none)]:mx-0 [@media(hover:none)]:h-8 [@media(hover:none)]:max-w-none [@media(hover:none)]:px-2 [@media(hover:none)]:opacity-100 [@media(hover:none)]:shadow-none"
        >
          <PlayIcon className="size-4 shrink-0 [@media(hover:none)]:hidden" />
          {/* A language's longer label ends in an ellipsis rather than leaving the pill. */}
          <span className="min-w-0 truncate">{t('tile.playNow')}</span>
        </button>
      ) : (
        // On a touch screen every tile keeps the pill's room, so a row of tiles lines up.
        <span aria-hidden="true" className="order-last hidden h-8 [@media(hover:none)]:block" />
      )}
      <button
        type="button"
        onClick={() => onToggleFavourite(game)}
        aria-pressed={isFavourite}
        aria-label={
          isFavourite
            ? t('tile.removeFavourite', { name: game.displayName })
            : t('tile.addFavourite', { name: game.displayName })
        }
        data-testid="game-tile-favourite"
        className="absolute end-1 top-1 z-10 grid size-8 place-items-center rounded-full bg-surface/80 text-text hover:bg-surface"
      >
        <StarIcon className={`size-4 ${isFavourite ? 'fill-current text-warning' : ''}`} />
      </button>
      <div className="min-w-0 px-0.5">
        <p className="truncate text-xs font-semibold" title={game.displayName}>
          {game.displayName}
        </p>
        <p className="truncate text-[0.7rem] text-muted">{game.vendorName}</p>
      </div>
    </div>
  );
}
