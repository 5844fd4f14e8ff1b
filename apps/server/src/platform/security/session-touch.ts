/**
 * When an authenticated request should write its session's "last seen" and slide its idle expiry.
 *
 * Writing on every request made each one commit and wait for a WAL flush (the top PostgreSQL wait under
 * load). Instead a request writes only when the row it already read for authentication is at least
 * `sessionTouchIntervalMs` stale, so a busy session writes about once per interval.
 *
 * The interval is the smaller of 30 s and a twentieth of the idle time-out (5 min minimum setting: 15 s;
 * 60 min default: 30 s). Effect on the guarantees, both bounded by that interval:
 * - An idle session is still refused once its stored idle expiry passes; the stored expiry is never later
 *   than the last request plus the time-out, so a session idle longer than its time-out is always refused.
 * - An active session may expire up to one interval (at most 5% of the time-out) before the exact time-out
 *   counted from its very last request: the requests within the interval did not slide it.
 * - `last_seen_at` (the member's and staff's session lists) is accurate to within one interval.
 */
export function sessionTouchIntervalMs(idleTimeoutMs: number): number {
  return Math.min(30_000, Math.floor(idleTimeoutMs / 20));
}

/**
 * Whether a request at `now` should write the session: its last-seen time is an interval old, or sliding
 * the idle expiry would move it forward by an interval or more (`slidIdleExpiresAt`, already capped at the
 * absolute expiry: near that end there is nothing left to slide, and last-seen alone decides).
 */
export function sessionNeedsTouch(
  stored: { lastSeenAt: Date; idleExpiresAt: Date },
  now: Date,
  slidIdleExpiresAt: Date,
  intervalMs: number,
): boolean {
  return (
    now.getTime() - stored.lastSeenAt.getTime() >= intervalMs ||
    slidIdleExpiresAt.getTime() - stored.idleExpiresAt.getTime() >= intervalMs
  );
}
