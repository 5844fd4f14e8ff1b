/**
 * Limits and names of the betting records (member) and the round lookup (staff), zod-free so the web
 * app and the back office can import them without zod. contracts/betting-records builds the schemas.
 */

/** A member's betting records page holds at most this many rounds. */
export const maximumBettingRecordsPageSize = 50;
/** The staff round lookup pages hold at most this many rounds. */
export const maximumRoundLookupPageSize = 100;
/** A round's callbacks and ledger transfers shown in its detail, at most. */
export const maximumRoundDetailLines = 200;

/** The states of a round (0008_game_rounds.sql): open until settled, or cancelled (bets refunded). */
export const roundStatuses = ['open', 'settled', 'cancelled'] as const;
export type RoundStatus = (typeof roundStatuses)[number];
