/**
 * The server's clock as the browser sees it: a reply carries the server's time; the offset is that time
 * minus the local time half-way through the request (the reply's travel time split evenly), so a member
 * whose device clock is off still sees the real seconds left before a draw's sales close.
 */

/** serverNow = Date.now() + offset. */
export function clockOffsetMs(serverTimeIso: string, sentAtMs: number, receivedAtMs: number): number {
  const serverMs = Date.parse(serverTimeIso);
  if (Number.isNaN(serverMs) || receivedAtMs < sentAtMs) return 0;
  return serverMs - (sentAtMs + (receivedAtMs - sentAtMs) / 2);
}

export type SalesState = 'open' | 'closed';

/**
 * Sales close at the draw's close time: at that instant and after, a bet is refused (the server's rule;
 * the slip says so before sending).
 */
export function salesState(closeAtIso: string, serverNowMs: number): SalesState {
  const closeMs = Date.parse(closeAtIso);
  return Number.isNaN(closeMs) || serverNowMs >= closeMs ? 'closed' : 'open';
}

/** Whole seconds left until an instant, rounded up (1 ms left shows 1 s), never negative. */
export function secondsUntil(instantIso: string, serverNowMs: number): number {
  const instantMs = Date.parse(instantIso);
  if (Number.isNaN(instantMs)) return 0;
  return Math.max(0, Math.ceil((instantMs - serverNowMs) / 1000));
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** 3725 s -> "01:02:05"; under an hour "MM:SS"; a day or more "1d 02:03:04". */
export function formatCountdown(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  const clock = `${pad(minutes)}:${pad(rest)}`;
  if (days > 0) return `${days}d ${pad(hours)}:${clock}`;
  return hours > 0 ? `${pad(hours)}:${clock}` : clock;
}
