import type { InhouseRound } from '@gaming/contracts/inhouse';
import { type InhouseGameCode, inhouseGameCodes } from '@gaming/contracts/inhouse-games';
import { parseDecimalAmount } from '@gaming/contracts/money';
import { ShieldIcon } from '@gaming/ui/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { TextField } from '../../../components/form-field';
import { Skeleton } from '../../../components/skeleton';
import { formatCount, formatDecimal } from '../../../lib/locale-format';
import { newRequestId } from '../../../lib/request-id';
import { useGameRules } from '../api/get-game-rules';
import { useInhouseGameName, useInhouseGames } from '../api/get-inhouse-games';
import { usePlayRound } from '../api/play-round';
import { formatMoney } from '../lib/format';
import { minCycleMsOf, usePlayCycle } from '../lib/play-cycle';
import { CrashGame } from './crash-game';
import { DiceGame } from './dice-game';
import type { GameProps } from './game-frame';
import { fairnessPath, gameIcons, gamePath } from './game-icons';
import { MinesGame } from './mines-game';
import { SeedSummary } from './seed-panel';
import { SlotGame } from './slot-game';

const boards: Record<InhouseGameCode, (props: GameProps) => React.JSX.Element> = {
  slot: SlotGame,
  dice: DiceGame,
  crash: CrashGame,
  mines: MinesGame,
};

/** The switcher between the four in-house games. */
function GameSwitcher({ current }: { current: InhouseGameCode }) {
  const { t } = useTranslation('inhouse');
  const nameOf = useInhouseGameName();
  return (
    <nav aria-label={t('lobby.title')} className="flex gap-1 overflow-x-auto rounded-lg bg-surface-2 p-1">
      {inhouseGameCodes.map((game) => {
        const Icon = gameIcons[game];
        return (
          <Link
            key={game}
            to={gamePath(game)}
            aria-current={game === current ? 'page' : undefined}
            className={`flex h-9 shrink-0 items-center gap-2 rounded-md px-3 text-sm font-semibold ${
              game === current
                ? 'bg-bg-elevated text-accent-text ring-1 ring-border'
                : 'text-muted hover:text-text'
            }`}
          >
            <Icon className="size-4" />
            {nameOf(game)}
          </Link>
        );
      })}
    </nav>
  );
}

/** A playable in-house game with its stake, RTP, last result and the seed pair it is drawn from. */
export function InhouseGameView({ game, funPlay = false }: { game: InhouseGameCode; funPlay?: boolean }) {
  const { t } = useTranslation('inhouse');
  const games = useInhouseGames();
  const play = usePlayRound(game);
  const [amount, setAmount] = useState('10');
  const [round, setRound] = useState<InhouseRound | null>(null);
  const rules = useGameRules();
  // Free play is fun money: the jurisdiction's pacing applies to real-money rounds (the server's rule too).
  const cycle = usePlayCycle(funPlay ? 0 : minCycleMsOf(rules, game));
  const info = games.data?.games.find((item) => item.game === game);
  if (games.isError && !games.data)
    return <ErrorState error={games.error} onRetry={() => void games.refetch()} />;
  if (!games.data || !info) return <Skeleton className="h-96" />;
  const { decimals } = games.data;
  // A trial account stakes fun money (issue 14 #9): its amounts never carry the currency.
  const currency = funPlay ? t('freePlay.unit') : games.data.currency;
  const stake = parseDecimalAmount(amount, decimals);
  const min = BigInt(info.minStakeMinor);
  const max = BigInt(info.maxStakeMinor);
  const stakeError =
    stake === undefined
      ? t('stake.invalid')
      : stake < min || stake > max
        ? t('stake.outOfRange', { min: formatMoney(min, decimals), max: formatMoney(max, decimals) })
        : null;
  const stakeField = (
    <TextField
      label={t('stake.label', { currency })}
      value={amount}
      onChange={setAmount}
      inputMode="decimal"
      testId="stake-amount"
      error={stakeError}
      hint={
        stakeError
          ? null
          : t('stake.limits', { min: formatMoney(min, decimals), max: formatMoney(max, decimals) })
      }
    />
  );
  const props: GameProps = {
    stakeField,
    decimals,
    round,
    onRound: setRound,
    pending: play.isPending,
    cycleActive: cycle.cycleActive,
    netResultDisplay: rules.netResultDisplay,
    error: play.error,
    onPlay: (params) => {
      if (stakeError || cycle.cycleActive) return;
      play.mutate(
        { requestId: newRequestId(), amount, ...params },
        {
          onSuccess: (played) => {
            cycle.startCycle();
            setRound(played);
          },
        },
      );
    },
  };
  const Board = boards[game];
  return (
    <div className="flex flex-col gap-4">
      <GameSwitcher current={game} />
      <header className="flex flex-wrap items-end justify-between gap-2">
        <div>
          <h1 className="text-2xl font-bold" data-testid="inhouse-game-title">
            {info.displayName}
          </h1>
          <p className="text-sm text-muted">{t(`games.${game}.tagline`)}</p>
        </div>
        <p
          data-testid="game-rtp"
          className="rounded-full bg-surface-2 px-3 py-1 text-sm font-semibold tabular-nums"
        >
          {t(game === 'slot' ? 'rtp.computed' : 'rtp.stated', { rtp: formatDecimal(info.rtpPercent, 2) })}
        </p>
      </header>
      <p data-testid="game-limits" className="text-sm text-muted">
        {t(game === 'slot' ? 'limits.capped' : 'limits.refused', {
          payout: `${formatMoney(info.maxPayoutMinor, decimals)} ${currency}`,
          multiplier: formatCount(info.maxMultiplier),
        })}
      </p>
      <Board {...props} />
      <aside className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-4 text-sm sm:flex-row sm:items-center sm:justify-between">
        <SeedSummary />
        {round ? (
          <Link
            to={fairnessPath(round.roundId)}
            data-testid="verify-last-round"
            className="inline-flex items-center gap-2 font-semibold text-accent-text underline"
          >
            <ShieldIcon className="size-4" />
            {t('fair.verifyThisRound')}
          </Link>
        ) : (
          <Link
            to={fairnessPath()}
            className="inline-flex items-center gap-2 font-semibold text-accent-text underline"
          >
            <ShieldIcon className="size-4" />
            {t('fair.title')}
          </Link>
        )}
      </aside>
    </div>
  );
}
