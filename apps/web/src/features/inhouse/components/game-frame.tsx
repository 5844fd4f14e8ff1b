import type { InhouseRound } from '@gaming/contracts/inhouse';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../components/button-styles';
import { FormAlert } from '../../../components/form-alert';
import { formatMoney } from '../lib/format';

export const panelClass = 'rounded-xl border border-border bg-surface p-4 sm:p-5';

/** What every game component receives from the page: the stake field, the play call and the last round. */
export type GameProps = {
  stakeField: ReactNode;
  onPlay: (params: Record<string, unknown>) => void;
  pending: boolean;
  error: unknown;
  round: InhouseRound | null;
  /** A live game's round after a move (a reveal, a cash-out, the crash seen by polling). */
  onRound: (round: InhouseRound) => void;
  decimals: number;
  /** The jurisdiction's minimum cycle is still running: no new round yet (button and Enter). */
  cycleActive?: boolean;
  /** A win below the stake shows as the net loss, without the win effect (jurisdiction netResultDisplay). */
  netResultDisplay?: boolean;
};

/** The outcome line under a game: the win, or that there was none; under netResultDisplay a win below the stake is a net loss. */
export function RoundResult({
  round,
  decimals,
  netResultDisplay = false,
}: {
  round: InhouseRound | null;
  decimals: number;
  netResultDisplay?: boolean;
}) {
  const { t } = useTranslation('inhouse');
  // A live round in play has no result yet.
  if (!round || round.status === 'open') return null;
  const winMinor = BigInt(round.winMinor);
  const stakeMinor = BigInt(round.stakeMinor);
  const netLoss = netResultDisplay && winMinor > 0n && winMinor < stakeMinor;
  const won = winMinor > 0n && !netLoss;
  const text = netLoss
    ? t('result.netLoss', {
        amount: formatMoney(stakeMinor - winMinor, decimals),
        win: formatMoney(winMinor, decimals),
      })
    : won
      ? t('result.won', { amount: formatMoney(round.winMinor, decimals) })
      : t('result.lost');
  return (
    <p
      role="status"
      data-testid="round-result"
      data-win={won ? 'true' : 'false'}
      data-net-loss={netLoss ? 'true' : undefined}
      className={`rounded-lg px-3 py-2 text-center text-sm font-semibold ${
        won ? 'bg-success text-inverse' : 'bg-surface-2 text-text'
      }`}
    >
      {text}
    </p>
  );
}

/** Board on the left (top on a phone), bet controls on the right. */
export function GameFrame({
  board,
  controls,
  playLabel,
  canPlay = true,
  playTestId = 'play-button',
  props,
}: {
  board: ReactNode;
  controls: ReactNode;
  playLabel: string;
  canPlay?: boolean;
  /** The button's test id when it does something else than start a round (a live game's cash-out). */
  playTestId?: string;
  props: GameProps;
}) {
  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <section className={`${panelClass} flex flex-col gap-4`}>
        {board}
        <RoundResult
          round={props.round}
          decimals={props.decimals}
          netResultDisplay={props.netResultDisplay ?? false}
        />
      </section>
      <form
        className={`${panelClass} flex flex-col gap-4`}
        onSubmit={(event) => {
          event.preventDefault();
          if (!props.pending && !props.cycleActive && canPlay) props.onPlay({});
        }}
      >
        {props.stakeField}
        {controls}
        <FormAlert error={props.error} testId="play-error" />
        <button
          type="submit"
          data-testid={playTestId}
          disabled={props.pending || props.cycleActive || !canPlay}
          data-cycle={props.cycleActive ? 'running' : undefined}
          className={`${buttonStyles.primary} h-12 text-base`}
        >
          {playLabel}
        </button>
      </form>
    </div>
  );
}
