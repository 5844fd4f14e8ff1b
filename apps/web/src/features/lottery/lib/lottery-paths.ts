// The zod-free game table: the home page links lottery games through this file.
import {
  isLotteryGameCode as isGameCode,
  type LotteryGameCode,
  type LotteryGameDefinition,
  lotteryGameCodes,
  lotteryGames,
} from '@gaming/contracts/lottery/lottery-game-data';

/** The three lottery pages of spec §2. */
export type LotteryPagePath = LotteryGameDefinition['page'];

export function isLotteryGameCode(value: unknown): value is LotteryGameCode {
  return typeof value === 'string' && isGameCode(value);
}

/** The games a page shows, in the contracts' order. */
export function gamesOfPage(path: LotteryPagePath): LotteryGameCode[] {
  return lotteryGameCodes.filter((game) => lotteryGames[game].page === path);
}

/** /lottery, /seaLottery or /vnLottery for a pathname; /lottery for anything else. */
export function pagePathOf(pathname: string): LotteryPagePath {
  return pathname === '/seaLottery' || pathname === '/vnLottery' ? pathname : '/lottery';
}

/** `/vnLottery?gameCode=vn_north` for a game; null for a code that is not one of ours. */
export function lotteryGamePath(gameCode: string): string | null {
  if (!isLotteryGameCode(gameCode)) return null;
  return `${lotteryGames[gameCode].page}?gameCode=${encodeURIComponent(gameCode)}`;
}

/** The game a page shows: the query's gameCode when it belongs to the page, else the page's first game. */
export function gameOfPage(path: LotteryPagePath, requested: string | null): LotteryGameCode {
  const games = gamesOfPage(path);
  return games.find((game) => game === requested) ?? (games[0] as LotteryGameCode);
}

/** The public fairness page of one draw. */
export function lotteryFairnessPath(drawId?: string): string {
  return drawId ? `/lotteryFairness?drawId=${encodeURIComponent(drawId)}` : '/lotteryFairness';
}
