import type { InhouseGameCode } from '@gaming/contracts/inhouse-games';
import { useCallback, useEffect, useState } from 'react';
import type { GameRules } from '../api/get-game-rules';

/** The jurisdiction's shortest time between two rounds of the game (0: none). */
export function minCycleMsOf(rules: GameRules, game: InhouseGameCode): number {
  return game === 'slot' ? rules.slotMinCycleMs : rules.otherMinCycleMs;
}

/** How long the play button stays disabled after a round started at `startedAtMs`. */
export function cycleRemainingMs(startedAtMs: number | null, nowMs: number, cycleMs: number): number {
  if (startedAtMs === null || cycleMs <= 0) return 0;
  return Math.max(0, startedAtMs + cycleMs - nowMs);
}

/**
 * The round's cycle as the page keeps it: it starts when the server's answer arrives (the server stamped
 * the round before answering, so waiting from here never asks too early) and ends after `cycleMs`.
 */
export function usePlayCycle(cycleMs: number): { cycleActive: boolean; startCycle: () => void } {
  const [startedAtMs, setStartedAtMs] = useState<number | null>(null);
  const [cycleActive, setCycleActive] = useState(false);
  useEffect(() => {
    const remainingMs = cycleRemainingMs(startedAtMs, Date.now(), cycleMs);
    setCycleActive(remainingMs > 0);
    if (remainingMs <= 0) return;
    const timer = setTimeout(() => setCycleActive(false), remainingMs);
    return () => clearTimeout(timer);
  }, [startedAtMs, cycleMs]);
  const startCycle = useCallback(() => setStartedAtMs(Date.now()), []);
  return { cycleActive, startCycle };
}
