import type { TimePrecision } from '../../../lib/brand-time';

/** Money and times as the brand shows them; the app passes the brand's formatter in. */
export interface LoyaltyFormat {
  /** Minor units (a decimal string) with the brand's symbol: "रू 1,250.00"; a malformed value is a dash. */
  money: (minor: string | bigint) => string;
  /** An instant in the brand's time zone: "2026-11-26 10:05:00" (to the minute, or the day, with `precision`). */
  time: (iso: string, precision?: TimePrecision) => string;
}
