import { checkOdds, ratioPercentText, statedReturn } from '@gaming/contracts/lottery/lottery-bets';
import {
  isBetTypeOf,
  type LotteryBetOdds,
  type LotteryGameCode,
  prizeSlotsOf,
} from '@gaming/contracts/lottery/lottery-games';
import type {
  AdminLotteryGame,
  AdminLotteryGameUpdateRequest,
  AdminLotterySettlement,
} from '@gaming/contracts/lottery-admin';
import { amountProblem, minorToInput } from '../../../lib/amount-input';

/** Odds are kept in ten-thousandths of the unit stake (lottery-games.ts multiplierScale). */
const oddsScale = 10_000;
const salesCloseSecondsMax = 3_600;

/** Ten-thousandths as a decimal an input shows: 35000 -> "3.5", 20000000 -> "2000". */
export function oddsToInput(scaled: number): string {
  const whole = Math.trunc(scaled / oddsScale);
  const fraction = (scaled % oddsScale).toString().padStart(4, '0').replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}

/** A typed multiplier in ten-thousandths, or null when it is not a positive decimal with at most 4 decimals. */
export function oddsFromInput(text: string): number | null {
  const match = /^(\d{1,7})(?:\.(\d{1,4}))?$/.exec(text.trim());
  if (!match) return null;
  const scaled = Number(match[1]) * oddsScale + Number((match[2] ?? '').padEnd(4, '0'));
  return scaled > 0 ? scaled : null;
}

export interface BetTypeDraft {
  betType: string;
  /** Odds key ('win' or a 4D tier) -> typed multiplier. */
  odds: Record<string, string>;
  exposureLimit: string;
}

export interface GameDraft {
  gameCode: LotteryGameCode;
  enabled: boolean;
  salesCloseSeconds: string;
  missedDrawPolicy: AdminLotteryGame['missedDrawPolicy'];
  scheduleKind: AdminLotteryGame['schedule']['kind'];
  everyMinutes: string;
  /** Draw times as typed, comma separated ("18:15, 19:00"). */
  dailyTimes: string;
  weekdays: number[];
  betTypes: BetTypeDraft[];
}

export function gameDraftOf(game: AdminLotteryGame, decimals: number): GameDraft {
  return {
    gameCode: game.gameCode,
    enabled: game.enabled,
    salesCloseSeconds: String(game.salesCloseSeconds),
    missedDrawPolicy: game.missedDrawPolicy,
    scheduleKind: game.schedule.kind,
    everyMinutes: game.schedule.kind === 'everyMinutes' ? String(game.schedule.minutes) : '1',
    dailyTimes: game.schedule.kind === 'daily' ? game.schedule.times.join(', ') : '',
    weekdays: game.schedule.kind === 'daily' ? [...game.schedule.weekdays] : [0, 1, 2, 3, 4, 5, 6],
    betTypes: game.betTypes.map((type) => ({
      betType: type.betType,
      odds: Object.fromEntries(Object.entries(type.odds).map(([key, value]) => [key, oddsToInput(value)])),
      exposureLimit: minorToInput(type.exposureLimitMinor, decimals),
    })),
  };
}

function parsedOdds(draft: BetTypeDraft): LotteryBetOdds | null {
  const entries = Object.entries(draft.odds).map(([key, text]) => [key, oddsFromInput(text)] as const);
  if (entries.some(([, value]) => value === null)) return null;
  return Object.fromEntries(entries) as LotteryBetOdds;
}

export type OddsProblem = 'format' | 'range' | 'aboveReturn';

/** What is wrong with a bet type's typed odds, as the server checks them (lottery-bets.ts checkOdds). */
export function oddsProblem(gameCode: LotteryGameCode, draft: BetTypeDraft): OddsProblem | null {
  const odds = parsedOdds(draft);
  if (!odds) return 'format';
  if (!isBetTypeOf(gameCode, draft.betType)) return 'range';
  const problem = checkOdds(gameCode, draft.betType, odds);
  if (problem === 'lottery_odds_return_above_stake') return 'aboveReturn';
  return problem ? 'range' : null;
}

/** The stated return at the typed odds ("94.50"), or null while the odds are not valid numbers. */
export function statedReturnPreview(gameCode: LotteryGameCode, draft: BetTypeDraft): string | null {
  const odds = parsedOdds(draft);
  if (!odds || !isBetTypeOf(gameCode, draft.betType)) return null;
  const problem = checkOdds(gameCode, draft.betType, odds);
  if (problem && problem !== 'lottery_odds_return_above_stake') return null;
  return ratioPercentText(statedReturn(gameCode, draft.betType, odds));
}

export interface GameDraftProblems {
  salesCloseSeconds: boolean;
  everyMinutes: boolean;
  dailyTimes: boolean;
  weekdays: boolean;
  odds: (OddsProblem | null)[];
  exposureLimit: (ReturnType<typeof amountProblem> | null)[];
}

function parsedTimes(text: string): string[] | null {
  const times = text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
  if (times.length === 0 || times.length > 24) return null;
  if (times.some((time) => !/^([01]\d|2[0-3]):[0-5]\d$/.test(time))) return null;
  return new Set(times).size === times.length ? times : null;
}

function wholeNumber(text: string, minimum: number, maximum: number): number | null {
  if (!/^\d{1,5}$/.test(text.trim())) return null;
  const value = Number(text.trim());
  return value >= minimum && value <= maximum ? value : null;
}

export function gameDraftProblems(draft: GameDraft, decimals: number): GameDraftProblems {
  return {
    salesCloseSeconds: wholeNumber(draft.salesCloseSeconds, 0, salesCloseSecondsMax) === null,
    everyMinutes: draft.scheduleKind === 'everyMinutes' && wholeNumber(draft.everyMinutes, 1, 1440) === null,
    dailyTimes: draft.scheduleKind === 'daily' && parsedTimes(draft.dailyTimes) === null,
    weekdays: draft.scheduleKind === 'daily' && draft.weekdays.length === 0,
    odds: draft.betTypes.map((type) => oddsProblem(draft.gameCode, type)),
    exposureLimit: draft.betTypes.map((type) => amountProblem(type.exposureLimit, decimals)),
  };
}

export function hasProblems(problems: GameDraftProblems): boolean {
  return (
    problems.salesCloseSeconds ||
    problems.everyMinutes ||
    problems.dailyTimes ||
    problems.weekdays ||
    problems.odds.some((problem) => problem !== null) ||
    problems.exposureLimit.some((problem) => problem !== null)
  );
}

/** The draft as the update request; call only when it has no problems. */
export function gameUpdateRequestOf(draft: GameDraft): AdminLotteryGameUpdateRequest {
  return {
    enabled: draft.enabled,
    salesCloseSeconds: Number(draft.salesCloseSeconds.trim()),
    missedDrawPolicy: draft.missedDrawPolicy,
    schedule:
      draft.scheduleKind === 'everyMinutes'
        ? { kind: 'everyMinutes', minutes: Number(draft.everyMinutes.trim()) }
        : {
            kind: 'daily',
            times: parsedTimes(draft.dailyTimes) ?? [],
            weekdays: [...draft.weekdays].sort((a, b) => a - b),
          },
    betTypes: draft.betTypes.map((type) => ({
      betType: type.betType as AdminLotteryGameUpdateRequest['betTypes'][number]['betType'],
      odds: parsedOdds(type) ?? {},
      exposureLimit: type.exposureLimit.trim(),
    })),
  };
}

/** How many stakes a cancel refunds: the draw's bets neither settled nor refunded yet. */
export function stakesToRefund(settlement: AdminLotterySettlement): number {
  return Math.max(0, settlement.betCount - settlement.settledCount - settlement.refundedCount);
}

/** The drawn numbers grouped by prize tier in the game's order, for showing a result. */
export function resultTiers(
  gameCode: LotteryGameCode,
  results: readonly string[],
): { tier: string; numbers: string[] }[] {
  const tiers: { tier: string; numbers: string[] }[] = [];
  prizeSlotsOf(gameCode).forEach((slot, index) => {
    const number = results[index];
    if (number === undefined) return;
    const last = tiers.at(-1);
    if (last && last.tier === slot.tier) last.numbers.push(number);
    else tiers.push({ tier: slot.tier, numbers: [number] });
  });
  return tiers;
}
