import type { Winner } from '@gaming/contracts/catalogue';
import { biggestWinsShown } from '@gaming/contracts/game-limits';
import { TrophyIcon } from '@gaming/ui/icons';
import { useDeferredValue, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/error-state';
import { Skeleton } from '../../../components/skeleton';
import { useLanguageStore } from '../../../i18n/i18n';
import { formatMinorUnits } from '../../../lib/locale-format';
import { useWinnerBoard } from '../api/get-winner-board';
import { defaultGameIcon } from './game-tile';

/** Spec §3: win amounts with 2 decimals and thousands separators. */
export function formatWinAmount(amountMinor: string): string {
  return formatMinorUnits(BigInt(amountMinor), 2);
}

/** Spec §9: the biggest-wins list scrolls by 0.5 px per frame, pausing under the pointer. */
export const winnerScrollStepPx = 0.5;

function useAutoScroll(enabled: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element) return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    let paused = false;
    let frame = 0;
    const pause = () => {
      paused = true;
    };
    const resume = () => {
      paused = false;
    };
    const step = () => {
      if (!paused) {
        // The list is doubled: past the first copy, jump back by one copy for a seamless loop.
        const half = element.scrollHeight / 2;
        element.scrollTop =
          element.scrollTop + winnerScrollStepPx >= half ? 0 : element.scrollTop + winnerScrollStepPx;
      }
      frame = window.requestAnimationFrame(step);
    };
    frame = window.requestAnimationFrame(step);
    element.addEventListener('pointerenter', pause);
    element.addEventListener('pointerleave', resume);
    element.addEventListener('focusin', pause);
    element.addEventListener('focusout', resume);
    return () => {
      window.cancelAnimationFrame(frame);
      element.removeEventListener('pointerenter', pause);
      element.removeEventListener('pointerleave', resume);
      element.removeEventListener('focusin', pause);
      element.removeEventListener('focusout', resume);
    };
  }, [enabled]);
  return ref;
}

function WinnerRow({ winner, copy = false }: { winner: Winner; copy?: boolean }) {
  return (
    <li
      className="flex h-12 items-center gap-2.5 px-1"
      data-testid={copy ? undefined : 'winner-row'}
      aria-hidden={copy ? 'true' : undefined}
    >
      <img
        src={winner.iconUrl}
        alt=""
        width={36}
        height={36}
        loading="lazy"
        onError={(event) => {
          event.currentTarget.src = defaultGameIcon;
        }}
        className="size-9 shrink-0 rounded-md bg-surface-2 object-cover"
      />
      <div className="min-w-0 flex-1">
        <p className="truncate text-xs font-semibold">{winner.customerName}</p>
        <p className="truncate text-[0.7rem] text-muted">{winner.displayName}</p>
      </div>
      <span className="shrink-0 text-sm font-bold text-success tabular-nums">
        {formatWinAmount(winner.winAmount)}
      </span>
    </li>
  );
}

/** Two wins in one millisecond by the same name, game and amount would be the same row anyway. */
function winnerKey(winner: Winner): string {
  return `${winner.wonAt}|${winner.customerName}|${winner.vassalage}|${winner.displayName}|${winner.winAmount}`;
}

function Board({ kind }: { kind: 'latest' | 'biggest' }) {
  const { t } = useTranslation('games');
  const language = useLanguageStore((state) => state.code);
  const board = useWinnerBoard(kind, language);
  // The rows render in a background pass React can interrupt, not in the task the answer arrives in.
  const data = useDeferredValue(board.data);
  const titleId = `winner-board-${kind}`;
  // Biggest wins: the first 9 scroll by (spec §9); the list is doubled so the loop is seamless.
  const list = kind === 'biggest' ? (data?.list ?? []).slice(0, biggestWinsShown) : (data?.list ?? []);
  const scrolls = kind === 'biggest' && list.length > 4;
  const scroller = useAutoScroll(scrolls);
  return (
    <section
      aria-labelledby={titleId}
      data-testid={`winner-board-${kind}`}
      className="flex min-w-0 flex-col gap-2 rounded-xl border border-border bg-surface p-3"
    >
      <h2 id={titleId} className="flex items-center gap-2 text-sm font-bold">
        <TrophyIcon className="size-4 text-accent-text" />
        {t(`home.winners.${kind}`)}
      </h2>
      {board.isPending || (board.isSuccess && !data) ? <Skeleton className="h-48" /> : null}
      {board.isError ? <ErrorState compact error={board.error} onRetry={() => void board.refetch()} /> : null}
      {board.isSuccess && data && list.length === 0 ? (
        <p
          className="grid h-24 place-items-center px-4 text-center text-xs text-muted"
          data-testid="winner-board-empty"
        >
          {t('home.winners.none')}
        </p>
      ) : null}
      {list.length > 0 ? (
        <div
          ref={scroller}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling list must be reachable by keyboard (axe scrollable-region-focusable).
          tabIndex={0}
          className="no-scrollbar h-48 overflow-y-auto rounded-md focus-visible:outline-2 focus-visible:outline-accent"
        >
          <ul>
            {list.map((winner) => (
              <WinnerRow key={winnerKey(winner)} winner={winner} />
            ))}
            {scrolls
              ? list.map((winner) => <WinnerRow key={`copy-${winnerKey(winner)}`} winner={winner} copy />)
              : null}
          </ul>
        </div>
      ) : null}
    </section>
  );
}

/** Home: the winner board and the biggest wins, both only from settled rounds (no invented winners). */
export function WinnerBoards() {
  return (
    <div className="grid gap-3 md:grid-cols-2" data-testid="winner-boards">
      <Board kind="latest" />
      <Board kind="biggest" />
    </div>
  );
}
