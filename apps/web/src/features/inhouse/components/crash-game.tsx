import type { InhouseRound } from '@gaming/contracts/inhouse';
import {
  crashMaximumTarget,
  crashMinimumTarget,
  crashMultiplierAt,
  crashRtpBasisPoints,
} from '@gaming/contracts/inhouse-crash';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/form-field';
import { getRound, useLiveMove, useLiveRound } from '../api/live-round';
import { formatHundredths, formatMoney, parseHundredths } from '../lib/format';
import { useReducedMotion } from '../lib/reduced-motion';
import { GameFrame, type GameProps } from './game-frame';

/** How often a running round is asked for: the crash shows at most this late. */
const pollMs = 400;
/** With reduced motion the multiplier is redrawn this often instead of every frame. */
const calmRedrawMs = 500;

type CrashRound = Extract<InhouseRound, { game: 'crash' }>;

/**
 * The rising multiplier of a running round, from the server's elapsed time at the last answer plus the
 * time since on this device's monotonic clock. Only a display: the server decides by its own clock.
 */
function useShownMultiplier(round: CrashRound | null): number {
  const reducedMotion = useReducedMotion();
  const [shown, setShown] = useState(100);
  const anchor = useRef<{ roundId: string; elapsedMs: number; at: number } | null>(null);
  const live = round?.status === 'open' ? round.live : null;
  if (round && live && anchor.current?.roundId !== round.roundId)
    anchor.current = { roundId: round.roundId, elapsedMs: live.elapsedMs, at: performance.now() };
  useEffect(() => {
    if (!live) return;
    let frame = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const draw = () => {
      const start = anchor.current;
      if (start)
        setShown(Math.min(live.target, crashMultiplierAt(start.elapsedMs + performance.now() - start.at)));
      if (reducedMotion) timer = setTimeout(draw, calmRedrawMs);
      else frame = requestAnimationFrame(draw);
    };
    draw();
    return () => {
      cancelAnimationFrame(frame);
      if (timer) clearTimeout(timer);
    };
  }, [live, reducedMotion]);
  return shown;
}

/** Asks for the running round until the server says it is over (crashed, or cashed out by itself). */
function usePollWhileRunning(round: CrashRound | null, onRound: (round: InhouseRound) => void) {
  const roundId = round?.status === 'open' ? round.roundId : null;
  const onRoundRef = useRef(onRound);
  onRoundRef.current = onRound;
  useEffect(() => {
    if (!roundId) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout>;
    const ask = async () => {
      try {
        const latest = await getRound(roundId, controller.signal);
        if (latest.status !== 'open') return onRoundRef.current(latest);
      } catch {
        if (controller.signal.aborted) return;
      }
      timer = setTimeout(ask, pollMs);
    };
    timer = setTimeout(ask, pollMs);
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [roundId]);
}

/**
 * Crash as players know it: place a bet, watch the multiplier rise, cash out before it crashes. The crash
 * point is fixed by the seed before the round starts; an optional automatic cash-out is set beforehand.
 */
export function CrashGame(props: GameProps) {
  const { t } = useTranslation('inhouse');
  const [autoEnabled, setAutoEnabled] = useState(false);
  const [targetText, setTargetText] = useState('2.00');
  const resumed = useLiveRound('crash');
  const move = useLiveMove();
  const { onRound } = props;
  const round = props.round?.game === 'crash' ? props.round : null;
  useEffect(() => {
    const open = resumed.data?.round;
    if (open && !round) onRound(open);
  }, [resumed.data, round, onRound]);
  const running = round?.status === 'open';
  const shown = useShownMultiplier(round);
  usePollWhileRunning(round, props.onRound);
  const target = parseHundredths(targetText);
  const targetValid = target !== null && target >= crashMinimumTarget && target <= crashMaximumTarget;
  const canStart = !autoEnabled || targetValid;
  const outcome = round?.status === 'open' ? null : (round?.outcome ?? null);
  const stakeMinor = round ? BigInt(round.stakeMinor) : 0n;
  const cashOut = () => {
    if (!round || move.isPending) return;
    move.mutate({ type: 'crashCashOut', roundId: round.roundId }, { onSuccess: props.onRound });
  };
  const headline = running ? shown : (outcome?.crashPoint ?? null);
  return (
    <GameFrame
      props={{
        ...props,
        pending: props.pending || move.isPending,
        error: move.error ?? props.error,
        onPlay: () => {
          if (running) return cashOut();
          if (canStart) props.onPlay({ autoCashOut: autoEnabled ? target : null });
        },
      }}
      canPlay={running ? shown >= crashMinimumTarget : canStart}
      playLabel={
        running
          ? t('crash.cashOutNow', {
              amount: formatMoney((stakeMinor * BigInt(shown)) / 100n, props.decimals),
            })
          : t('crash.play')
      }
      playTestId={running ? 'crash-cash-out' : 'play-button'}
      board={
        <div
          className={`flex flex-col items-center gap-3 rounded-lg py-8 ${running ? 'bg-surface-2' : ''}`}
          data-testid="crash-board"
          data-round-id={round?.roundId ?? ''}
          data-state={running ? 'running' : outcome ? (outcome.win ? 'cashed-out' : 'crashed') : 'idle'}
        >
          <p className="text-sm text-muted">
            {running
              ? t('crash.rising')
              : outcome
                ? outcome.win
                  ? t('crash.crashedLater')
                  : t('crash.crashedAt')
                : t('crash.waiting')}
          </p>
          <p
            data-testid={running ? 'crash-multiplier' : 'crash-point'}
            className={`text-6xl font-black tabular-nums sm:text-7xl ${
              running
                ? 'text-accent-text'
                : outcome
                  ? (outcome.win ? 'text-success' : 'text-danger')
                  : 'text-muted'
            }`}
          >
            {headline === null ? '—' : formatHundredths(headline)}
          </p>
          {/* The number changes many times a second: screen readers hear the result, not every tick. */}
          <p aria-live="polite" className="min-h-5 text-sm">
            {running
              ? autoEnabled || round?.params.autoCashOut
                ? t('crash.autoAt', { target: formatHundredths(round?.live?.target ?? 0) })
                : t('crash.maxAt', { target: formatHundredths(round?.live?.target ?? 0) })
              : outcome
                ? outcome.cashedOutAt !== null
                  ? t('crash.cashedOut', { target: formatHundredths(outcome.cashedOutAt) })
                  : t('crash.busted')
                : null}
          </p>
        </div>
      }
      controls={
        <fieldset disabled={running} className="flex flex-col gap-3 disabled:opacity-60">
          <label className="flex items-center gap-2 text-sm font-medium">
            <input
              type="checkbox"
              data-testid="crash-auto"
              checked={autoEnabled}
              onChange={(event) => setAutoEnabled(event.target.checked)}
              className="size-4 accent-[var(--color-accent)]"
            />
            {t('crash.autoToggle')}
          </label>
          {autoEnabled ? (
            <TextField
              label={t('crash.target')}
              value={targetText}
              onChange={setTargetText}
              inputMode="decimal"
              testId="crash-target"
              error={targetValid ? null : t('crash.targetInvalid', { min: '1.01', max: '1000.00' })}
              hint={
                targetValid ? t('crash.chance', { chance: (crashRtpBasisPoints / target).toFixed(2) }) : null
              }
              trailing={<span className="grid h-11 place-items-center px-2 text-muted">×</span>}
            />
          ) : (
            <p className="text-xs text-muted">{t('crash.manualHint')}</p>
          )}
        </fieldset>
      }
    />
  );
}
