import type { FairByteStream, Payout } from './inhouse-bytes.js';

/**
 * A 5-reel, 3-row slot with 10 fixed paylines. Each reel is a strip of symbols; a spin draws one stop
 * per reel (uniform over the strip) and the window shows the stop and the two symbols below it. A line
 * pays, left to right, for 3, 4 or 5 of a kind; the wild stands for any symbol and pays on its own.
 * The stake is spread over the 10 lines; pays are in line bets, so win = stake × (sum of line pays) / 10.
 *
 * The RTP is COMPUTED (slotExactRtp): each line's 5 symbols are independent, each drawn with its
 * frequency on its reel, because a uniform stop puts every strip position on every row equally often.
 * So one line's expected pay is an enumeration over the symbols of 5 reels (8^5 cases), exact as a
 * fraction over the product of the strip lengths; every line has the same expectation.
 */
export const slotSymbols = ['wild', 'seven', 'bar', 'bell', 'plum', 'orange', 'lemon', 'cherry'] as const;
export type SlotSymbol = (typeof slotSymbols)[number];

export const slotRows = 3;
export const slotReelCount = 5;

/** Pays in line bets for 3, 4 and 5 of a kind. */
export const slotPaytable: Record<SlotSymbol, readonly [number, number, number]> = {
  wild: [8, 25, 60],
  seven: [8, 25, 70],
  bar: [7, 16, 40],
  bell: [5, 11, 27],
  plum: [4, 9, 16],
  orange: [4, 7, 13],
  lemon: [3, 6, 11],
  cherry: [3, 4, 5],
};

/** Row (0 top, 1 middle, 2 bottom) of each reel for each of the 10 paylines. */
export const slotPaylines: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [0, 1, 1, 1, 0],
];

const W: SlotSymbol = 'wild';
const S: SlotSymbol = 'seven';
const B: SlotSymbol = 'bar';
const E: SlotSymbol = 'bell';
const P: SlotSymbol = 'plum';
const O: SlotSymbol = 'orange';
const L: SlotSymbol = 'lemon';
const C: SlotSymbol = 'cherry';

/** The reel strips (symbol order matters only for how windows look; the RTP depends on counts). */
export const slotReels: readonly (readonly SlotSymbol[])[] = [
  [C, W, O, L, C, E, P, C, W, C, S, B, O, L, C, W, C, E, P, C, O, L, W, C],
  [W, C, C, W, O, C, L, E, C, P, W, C, S, O, L, C, B, W, C, E, C, P, O, L],
  [W, C, W, C, C, O, W, C, E, L, C, P, W, C, S, O, C, L, C, E, B, O, P, L],
  [W, C, W, C, C, W, C, O, C, W, E, L, C, C, P, S, O, C, L, E, O, B, P, L],
  [W, W, C, C, W, C, C, W, C, O, C, E, C, L, C, S, O, P, L, E, O, L, P, B],
];

export type SlotLineWin = { line: number; symbol: SlotSymbol; count: number; pays: number };
export type SlotOutcome = {
  stops: number[];
  /** The window, row by row: 3 rows of 5 symbols. */
  grid: SlotSymbol[][];
  lineWins: SlotLineWin[];
  /** Sum of line pays, in line bets. */
  totalPays: number;
};

/** The pay of one line of 5 symbols: the better of the wild run alone and the run of the first other symbol. */
export function linePay(symbols: readonly SlotSymbol[]): { symbol: SlotSymbol; count: number; pays: number } {
  let wildRun = 0;
  while (wildRun < symbols.length && symbols[wildRun] === W) wildRun += 1;
  const first = symbols.find((symbol) => symbol !== W);
  let run = 0;
  if (first) while (run < symbols.length && (symbols[run] === first || symbols[run] === W)) run += 1;
  const wildPays = wildRun >= 3 ? (slotPaytable.wild[wildRun - 3] ?? 0) : 0;
  const symbolPays = first && run >= 3 ? (slotPaytable[first][run - 3] ?? 0) : 0;
  if (wildPays === 0 && symbolPays === 0) return { symbol: first ?? W, count: 0, pays: 0 };
  return wildPays >= symbolPays
    ? { symbol: W, count: wildRun, pays: wildPays }
    : { symbol: first as SlotSymbol, count: run, pays: symbolPays };
}

export function slotWindow(stops: readonly number[]): SlotSymbol[][] {
  return Array.from({ length: slotRows }, (_, row) =>
    slotReels.map((strip, reel) => strip[((stops[reel] ?? 0) + row) % strip.length] as SlotSymbol),
  );
}

export function evaluateSlot(stops: readonly number[]): SlotOutcome {
  const grid = slotWindow(stops);
  const lineWins: SlotLineWin[] = [];
  let totalPays = 0;
  slotPaylines.forEach((rows, line) => {
    const symbols = rows.map((row, reel) => grid[row]?.[reel] as SlotSymbol);
    const pay = linePay(symbols);
    if (pay.pays > 0) {
      lineWins.push({ line: line + 1, symbol: pay.symbol, count: pay.count, pays: pay.pays });
      totalPays += pay.pays;
    }
  });
  return { stops: [...stops], grid, lineWins, totalPays };
}

export function playSlot(stream: FairByteStream): { outcome: SlotOutcome; payout: Payout } {
  const stops = slotReels.map((strip) => stream.integerBelow(strip.length));
  const outcome = evaluateSlot(stops);
  return { outcome, payout: { numerator: outcome.totalPays, denominator: slotPaylines.length } };
}

/**
 * The exact RTP: E[line pay] (in line bets) as numerator / denominator, where the denominator is the
 * product of the strip lengths. Every line has this expectation and the stake is split over the lines,
 * so it is the RTP of a spin.
 */
export function slotExactRtp(): { numerator: bigint; denominator: bigint; value: number } {
  const counts = slotReels.map((strip) => {
    const map = new Map<SlotSymbol, number>();
    for (const symbol of strip) map.set(symbol, (map.get(symbol) ?? 0) + 1);
    return [...map.entries()];
  });
  let numerator = 0n;
  const symbols: SlotSymbol[] = [];
  const walk = (reel: number, weight: bigint) => {
    if (reel === slotReelCount) {
      const pays = linePay(symbols).pays;
      if (pays > 0) numerator += weight * BigInt(pays);
      return;
    }
    for (const [symbol, count] of counts[reel] ?? []) {
      symbols[reel] = symbol;
      walk(reel + 1, weight * BigInt(count));
    }
  };
  walk(0, 1n);
  const denominator = slotReels.reduce((product, strip) => product * BigInt(strip.length), 1n);
  // Ten significant decimals are plenty for display; the fraction is the exact figure.
  const value = Number((numerator * 10_000_000_000n) / denominator) / 10_000_000_000;
  return { numerator, denominator, value };
}
