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
};

/** The outcome line under a game: the win, or that there was none. */
export function RoundResult({ round, decimals }: { round: InhouseRound | null; decimals: number }) {
  const { t } = useTranslation('inhouse');
  // A live round in play has no result yet.
  if (!round || round.status === 'open') return null;
  const won = BigInt(round.winMinor) > 0n;
  return (
    <p
      role="status"
      data-testid="round-result"
      data-win={won ? 'true' : 'false'}
      className={`rounded-lg px-3 py-2 text-center text-sm font-semibold ${
        won ? 'bg-success text-inverse' : 'bg-surface-2 text-text'
      }`}
    >
      {won ? t('result.won', { amount: formatMoney(round.winMinor, decimals) }) : t('result.lost')}
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
        <RoundResult round={props.round} decimals={props.decimals} />
      </section>
      <form
        className={`${panelClass} flex flex-col gap-4`}
        onSubmit={(event) => {
          event.preventDefault();
          if (!props.pending && canPlay) props.onPlay({});
        }}
      >
        {props.stakeField}
        {controls}
        <FormAlert error={props.error} testId="play-error" />
        <button
          type="submit"
          data-testid={playTestId}
          disabled={props.pending || !canPlay}
          className={`${buttonStyles.primary} h-12 text-base`}
        >
          {playLabel}
        </button>
      </form>
    </div>
  );
}
