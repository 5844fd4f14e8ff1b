import { minesMultiplier, minesTileCount, minesWinChance } from '@gaming/contracts/inhouse-mines';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMultiplier } from '../lib/format';
import { GameFrame, type GameProps } from './game-frame';

/** Mines, one shot: choose the mine count and the tiles to reveal; it wins if none hides a mine. */
export function MinesGame(props: GameProps) {
  const { t } = useTranslation('inhouse');
  const selectId = useId();
  const [mines, setMines] = useState(3);
  const [picks, setPicks] = useState<number[]>([]);
  const outcome = props.round?.game === 'mines' ? props.round.outcome : null;
  const shownMines = new Set(outcome?.minePositions ?? []);
  const shownPicks = new Set(props.round?.game === 'mines' ? props.round.params.picks : []);
  const valid = picks.length >= 1 && picks.length <= minesTileCount - mines;
  const toggle = (tile: number) =>
    setPicks((current) =>
      current.includes(tile)
        ? current.filter((value) => value !== tile)
        : current.length < minesTileCount - mines
          ? [...current, tile]
          : current,
    );
  return (
    <GameFrame
      props={{ ...props, onPlay: () => props.onPlay({ mines, picks }) }}
      canPlay={valid}
      playLabel={t('mines.play', { count: picks.length })}
      board={
        <fieldset className="mx-auto grid w-full max-w-md grid-cols-5 gap-2">
          <legend className="sr-only">{t('mines.board')}</legend>
          {Array.from({ length: minesTileCount }, (_, tile) => {
            const picked = picks.includes(tile);
            const isMine = shownMines.has(tile);
            const wasPicked = shownPicks.has(tile);
            const state = outcome
              ? isMine
                ? 'mine'
                : wasPicked
                  ? 'safe'
                  : 'hidden'
              : picked
                ? 'picked'
                : 'hidden';
            return (
              <button
                // biome-ignore lint/suspicious/noArrayIndexKey: tiles are fixed board positions
                key={tile}
                type="button"
                data-testid={`mines-tile-${tile}`}
                data-state={state}
                aria-pressed={picked}
                aria-label={t('mines.tile', { number: tile + 1 })}
                onClick={() => toggle(tile)}
                className={`grid aspect-square place-items-center rounded-lg text-lg font-black transition-colors focus-visible:outline-2 focus-visible:outline-focus ${
                  state === 'mine'
                    ? wasPicked
                      ? 'bg-danger text-inverse'
                      : 'bg-danger-surface text-danger'
                    : state === 'safe'
                      ? 'bg-success text-inverse'
                      : state === 'picked'
                        ? 'bg-accent text-accent-contrast'
                        : 'bg-surface-2 hover:bg-surface-3'
                } ${picked && outcome ? 'ring-2 ring-accent' : ''}`}
              >
                {state === 'mine' ? '✱' : state === 'safe' ? '◆' : ''}
              </button>
            );
          })}
        </fieldset>
      }
      controls={
        <>
          <div className="flex flex-col gap-1.5">
            <label htmlFor={selectId} className="text-sm font-medium">
              {t('mines.count')}
            </label>
            <select
              id={selectId}
              data-testid="mines-count"
              value={mines}
              onChange={(event) => {
                const next = Number(event.target.value);
                setMines(next);
                setPicks((current) => current.slice(0, minesTileCount - next));
              }}
              className="h-11 rounded-md border border-border bg-surface-2 px-3 text-sm"
            >
              {Array.from({ length: minesTileCount - 1 }, (_, index) => index + 1).map((count) => (
                <option key={count} value={count}>
                  {count}
                </option>
              ))}
            </select>
          </div>
          <dl className="grid grid-cols-2 gap-2 text-sm">
            <div className="rounded-lg bg-surface-2 p-2">
              <dt className="text-xs text-muted">{t('dice.chance')}</dt>
              <dd data-testid="mines-chance" className="font-semibold tabular-nums">
                {valid ? `${(minesWinChance(mines, picks.length) * 100).toFixed(2)}%` : '—'}
              </dd>
            </div>
            <div className="rounded-lg bg-surface-2 p-2">
              <dt className="text-xs text-muted">{t('common.payout')}</dt>
              <dd data-testid="mines-multiplier" className="font-semibold tabular-nums">
                {valid ? formatMultiplier(minesMultiplier(mines, picks.length)) : '—'}
              </dd>
            </div>
          </dl>
          <p className="text-xs text-muted">{t('mines.hint')}</p>
          {picks.length > 0 ? (
            <button
              type="button"
              className="text-start text-sm text-accent-text underline"
              onClick={() => setPicks([])}
            >
              {t('mines.clear')}
            </button>
          ) : null}
        </>
      }
    />
  );
}
