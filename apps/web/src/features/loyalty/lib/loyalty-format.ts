/** Money and times as the brand shows them; the app passes the brand's formatter in. */
export interface LoyaltyFormat {
  /** Minor units (a decimal string) with the brand's symbol: "रू 1,250.00"; a malformed value is a dash. */
  money: (minor: string | bigint) => string;
  /** An instant in the brand's time zone: "2026-11-26 10:05:00". */
  time: (iso: string) => string;
}
