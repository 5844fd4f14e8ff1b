import type { LotteryGameCode } from '@gaming/contracts/lottery-api';
import { ShieldIcon } from '@gaming/ui/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { Skeleton } from '../../../components/skeleton';
import { useLotteryGame } from '../api/get-lottery-game';
import {
  gamesOfPage,
  type LotteryPagePath,
  lotteryFairnessPath,
  lotteryGamePath,
} from '../lib/lottery-paths';
import { useServerNow } from '../lib/use-server-now';
import { BetSlip } from './bet-slip';
import { DrawPanel } from './draw-panel';
import { MyBets } from './my-bets';
import { OpenedNumbers } from './opened-numbers';
import { ResultsList } from './results-list';

/** The page's games as links (?gameCode=), the current one marked. */
function GameTabs({ page, current }: { page: LotteryPagePath; current: LotteryGameCode }) {
  const { t } = useTranslation('lottery');
  const games = gamesOfPage(page);
  if (games.length < 2) return null;
  return (
    <nav aria-label={t('gamesLabel')} className="flex gap-1 overflow-x-auto rounded-lg bg-surface-2 p-1">
      {games.map((game) => (
        <Link
          key={game}
          to={lotteryGamePath(game) ?? page}
          replace
          data-testid={`game-tab-${game}`}
          aria-current={game === current ? 'page' : undefined}
          className={`flex h-9 shrink-0 flex-1 items-center justify-center rounded-md px-3 text-sm font-semibold whitespace-nowrap ${
            game === current
              ? 'bg-bg-elevated text-accent-text ring-1 ring-border'
              : 'text-muted hover:text-text'
          }`}
        >
          {t(`gameTabs.${game}`)}
        </Link>
      ))}
    </nav>
  );
}

function GameBody({ gameCode, gmtOffsetMinutes }: { gameCode: LotteryGameCode; gmtOffsetMinutes: number }) {
  const game = useLotteryGame(gameCode);
  const serverNowMs = useServerNow(game.data?.clockOffsetMs ?? 0);
  if (game.isError && !game.data)
    return <ErrorState error={game.error} onRetry={() => void game.refetch()} />;
  if (!game.data) return <Skeleton className="h-96" />;
  // One slip: beside the draw on a desktop (spanning the rows, the last one takes the slack), under it on
  // a phone.
  return (
    <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,1fr)_24rem] lg:grid-rows-[auto_auto_auto_1fr]">
      <div className="min-w-0 lg:col-start-1 lg:row-start-1">
        <DrawPanel game={game.data} serverNowMs={serverNowMs} gmtOffsetMinutes={gmtOffsetMinutes} />
      </div>
      <div className="min-w-0 lg:sticky lg:top-20 lg:col-start-2 lg:row-span-4 lg:row-start-1">
        <BetSlip game={game.data} serverNowMs={serverNowMs} />
      </div>
      <div className="min-w-0 lg:col-start-1 lg:row-start-2">
        <MyBets gameCode={gameCode} decimals={game.data.decimals} gmtOffsetMinutes={gmtOffsetMinutes} />
      </div>
      <div className="min-w-0 lg:col-start-1 lg:row-start-3">
        <ResultsList gameCode={gameCode} gmtOffsetMinutes={gmtOffsetMinutes} />
      </div>
    </div>
  );
}

/** /lottery, /seaLottery, /vnLottery: the page's games, the draw on sale, the slip, bets and results. */
export function LotteryView({
  page,
  gameCode,
  gmtOffsetMinutes,
}: {
  page: LotteryPagePath;
  gameCode: LotteryGameCode;
  gmtOffsetMinutes: number;
}) {
  const { t } = useTranslation('lottery');
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-4">
      <header className="flex flex-wrap items-end justify-between gap-2">
        <h1 className="text-2xl font-bold" data-testid="lottery-title">
          {t(`pages.${page}`)}
        </h1>
        <Link
          to={lotteryFairnessPath()}
          className="inline-flex items-center gap-1.5 text-sm font-semibold text-accent-text underline"
        >
          <ShieldIcon className="size-4" />
          {t('fairness.title')}
        </Link>
      </header>
      <GameTabs page={page} current={gameCode} />
      <OpenedNumbers only={gamesOfPage(page)} />
      <GameBody key={gameCode} gameCode={gameCode} gmtOffsetMinutes={gmtOffsetMinutes} />
    </div>
  );
}
