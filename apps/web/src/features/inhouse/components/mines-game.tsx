import type { InhouseRound } from '@gaming/contracts/inhouse';
import { minesMultiplier, minesTileCount, minesWinChance } from '@gaming/contracts/inhouse-mines';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLiveMove, useLiveRound } from '../api/live-round';
import { formatMoney, formatMultiplier } from '../lib/format';
import { useReducedMotion } from '../lib/reduced-motion';
import { GameFrame, type GameProps } from './game-frame';

type MinesRound = Extract<InhouseRound, { game: 'mines' }>;
type TileState = 'hidden' | 'safe' | 'mine' | 'hit' | 'pending';

function tileStates(round: MinesRound | null, pendingTile: number | null): TileState[] {
  const revealed = new Set(round?.outcome?.revealed ?? round?.live?.revealed ?? []);
  const mines = new Set(round?.outcome?.minePositions ?? []);
  const hits = new Set(round?.outcome?.hits ?? []);
  return Array.from({ length: minesTileCount }, (_, tile) => {
    if (hits.has(tile)) return 'hit';
    if (revealed.has(tile)) return 'safe';
    if (mines.has(tile)) return 'mine';
    return tile === pendingTile ? 'pending' : 'hidden';
  });
}

const tileClass: Record<TileState, string> = {
  hidden: 'bg-surface-2 hover:bg-surface-3 enabled:cursor-pointer',
  pending: 'bg-surface-3',
  safe: 'bg-success text-inverse',
  mine: 'bg-danger-surface text-danger',
  hit: 'bg-danger text-inverse',
};

/**
 * Mines as players know it: choose the mines, start, reveal tiles one at a time and cash out after any
 * safe tile; a mine ends the round. The mines are placed by the seed when the round starts.
 */
export function MinesGame(props: GameProps) {
  const { t } = useTranslation('inhouse');
  const selectId = useId();
  const reducedMotion = useReducedMotion();
  const [mines, setMines] = useState(3);
  const [pendingTile, setPendingTile] = useState<number | null>(null);
  const resumed = useLiveRound('mines');
  const move = useLiveMove();
  const { onRound } = props;
  const round = props.round?.game === 'mines' ? props.round : null;
  useEffect(() => {
    const open = resumed.data?.round;
    if (open && !round) onRound(open);
  }, [resumed.data, round, onRound]);
  const running = round?.status === 'open';
  const live = running ? round.live : null;
  const revealedCount = live?.revealed.length ?? 0;
  const shownMines = round ? round.params.mines : mines;
  const states = tileStates(round, pendingTile);
  const busy = props.pending || move.isPending;
  const stakeMinor = round ? BigInt(round.stakeMinor) : 0n;
  const reveal = (tile: number) => {
    if (!round || !running || busy) return;
    setPendingTile(tile);
    move.mutate(
      { type: 'reveal', roundId: round.roundId, tile },
      { onSuccess: props.onRound, onSettled: () => setPendingTile(null) },
    );
  };
  const cashOut = () => {
    if (!round || busy) return;
    move.mutate({ type: 'minesCashOut', roundId: round.roundId }, { onSuccess: props.onRound });
  };
  const nextMultiplier = live ? live.nextMultiplier : minesMultiplier(mines, 1);
  const nextChance = (minesTileCount - shownMines - revealedCount) / (minesTileCount - revealedCount);
  return (
    <GameFrame
      props={{
        ...props,
        pending: busy,
        error: move.error ?? props.error,
        onPlay: () => (running ? cashOut() : props.onPlay({ mines })),
      }}
      canPlay={running ? revealedCount > 0 : true}
      playLabel={
        running
          ? revealedCount > 0
            ? t('mines.cashOut', {
                amount: formatMoney((stakeMinor * BigInt(live?.multiplier ?? 0)) / 10_000n, props.decimals),
              })
            : t('mines.revealFirst')
          : t('mines.start')
      }
      playTestId={running ? 'mines-cash-out' : 'play-button'}
      board={
        <div className="flex flex-col gap-3">
          <p aria-live="polite" data-testid="mines-status" className="min-h-5 text-center text-sm text-muted">
            {running
              ? revealedCount === 0
                ? t('mines.pickTile')
                : t('mines.safeSoFar', { count: revealedCount })
              : round?.outcome
                ? round.outcome.win
                  ? round.outcome.revealed.length === 0
                    ? t('mines.returned')
                    : t('mines.cashedOut', { multiplier: formatMultiplier(round.outcome.multiplier) })
                  : t('mines.hitMine')
                : t('mines.hint')}
          </p>
          <fieldset
            className="mx-auto grid w-full max-w-md grid-cols-5 gap-2"
            data-testid="mines-board"
            data-state={running ? 'running' : round ? 'settled' : 'idle'}
          >
            <legend className="sr-only">{t('mines.board')}</legend>
            {states.map((state, tile) => (
              <button
                // biome-ignore lint/suspicious/noArrayIndexKey: tiles are fixed board positions
                key={tile}
                type="button"
                data-testid={`mines-tile-${tile}`}
                data-state={state}
                disabled={!running || state !== 'hidden' || busy}
                aria-label={t(`mines.tileState.${state}`, { number: tile + 1 })}
                onClick={() => reveal(tile)}
                className={`grid aspect-square place-items-center rounded-lg text-lg font-black focus-visible:outline-2 focus-visible:outline-focus disabled:cursor-default ${
                  reducedMotion ? '' : 'transition-colors duration-200'
                } ${tileClass[state]} ${state === 'pending' && !reducedMotion ? 'animate-pulse' : ''}`}
              >
                {state === 'mine' || state === 'hit' ? '✱' : state === 'safe' ? '◆' : ''}
              </button>
            ))}
          </fieldset>
        </div>
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
              value={shownMines}
              disabled={running}
              onChange={(event) => setMines(Number(event.target.value))}
              className="h-11 rounded-md border border-border bg-surface-2 px-3 text-sm disabled:opacity-60"
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
              <dt className="text-xs text-muted">{t('mines.current')}</dt>
              <dd data-testid="mines-multiplier" className="font-semibold tabular-nums">
                {live && live.multiplier > 0 ? formatMultiplier(live.multiplier) : '—'}
              </dd>
            </div>
            <div className="rounded-lg bg-surface-2 p-2">
              <dt className="text-xs text-muted">{t('mines.next')}</dt>
              <dd data-testid="mines-next" className="font-semibold tabular-nums">
                {nextMultiplier
                  ? `${formatMultiplier(nextMultiplier)} · ${(
                      (running ? nextChance : minesWinChance(mines, 1)) * 100
                    ).toFixed(1)}%`
                  : '—'}
              </dd>
            </div>
          </dl>
          <p className="text-xs text-muted">
            {t('mines.rules', { tiles: live?.maxTiles ?? minesTileCount - mines })}
          </p>
        </>
      }
    />
  );
}
