import { describe, expect, it } from 'vitest';
import type { RoundBytes } from '../inhouse-bytes.js';
import { deriveLotteryDraw, drawNumbersFromBytes, lotteryHmacMessage } from './lottery-draw.js';
import { lotteryGameCodes } from './lottery-games.js';
import { chiSquareCritical99, simulateLottery } from './lottery-simulation.js';

/**
 * Simulated draws of every game, derived exactly as the server derives them (HMAC-SHA256 rounds of fixed
 * seeds, checked against the Web Crypto derivation below), settled against a book of each bet type.
 *
 * The full run, 1,000,000 draws per game within ±0.5 percentage points of the stated return, takes
 * minutes (HMAC-SHA256 dominates: 1-4 rounds of 15-40 µs per draw), so it is `npm run lottery:simulate`
 * (LOTTERY_SIMULATION_DRAWS=1000000). The unit suite runs 20,000 draws per game with the bound widened in
 * proportion to the standard error: ±0.5 pp × √(1,000,000 / draws) = ±3.54 pp. Chi-square uniformity is
 * tested at 99% either way. Fixed seeds: a statistical test on random seeds would fail now and then by chance.
 */

const fullDraws = 1_000_000;
const environment = (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env;
const draws = Number(environment?.LOTTERY_SIMULATION_DRAWS ?? 20_000);
const tolerance = 0.005 * Math.sqrt(fullDraws / draws);
const timeoutMs = Math.max(60_000, draws * 2);

type NodeHmac = { update(data: string): { digest(): Uint8Array } };
type NodeCrypto = {
  createHash(algorithm: 'sha256'): { update(data: string): { digest(encoding: 'hex'): string } };
  createHmac(algorithm: 'sha256', key: string): NodeHmac;
};
// node:crypto computes HMAC synchronously, several times faster than Web Crypto for millions of rounds.
// (The contracts package is browser code without Node types; this test runs in Node.)
const nodeCryptoId = 'node:crypto';
const nodeCrypto = (await import(/* @vite-ignore */ nodeCryptoId)) as NodeCrypto;

function fixedSeed(name: string): string {
  return nodeCrypto.createHash('sha256').update(`lottery-simulation:${name}`).digest('hex');
}

/** Draw `index` of a game: seed rotated every 100,000 draws, draw id `${game}-sim-${index}`. */
function drawInput(game: string, index: number): { serverSeed: string; drawId: string } {
  return { serverSeed: fixedSeed(`${game}-${Math.floor(index / 100_000)}`), drawId: `${game}-sim-${index}` };
}

function nodeRoundBytes(serverSeed: string, drawId: string): RoundBytes {
  return (round) =>
    nodeCrypto.createHmac('sha256', serverSeed).update(lotteryHmacMessage(drawId, round)).digest();
}

describe(`${draws.toLocaleString('en')} simulated draws per game`, () => {
  it('the simulation derives draws exactly as the published Web Crypto method does', async () => {
    for (const game of lotteryGameCodes)
      for (const index of [0, 1, 99_999, 100_000]) {
        const { serverSeed, drawId } = drawInput(game, index);
        expect(drawNumbersFromBytes(game, nodeRoundBytes(serverSeed, drawId))).toEqual(
          await deriveLotteryDraw(game, serverSeed, drawId),
        );
      }
  });

  for (const game of lotteryGameCodes) {
    it(`${game}: every bet type within ±${(tolerance * 100).toFixed(2)} pp of its stated return; digits uniform at 99%`, {
      timeout: timeoutMs,
    }, () => {
      const startedMs = performance.now();
      const simulation = simulateLottery(game, draws, (index) => {
        const { serverSeed, drawId } = drawInput(game, index);
        return nodeRoundBytes(serverSeed, drawId);
      });
      const elapsedSeconds = (performance.now() - startedMs) / 1000;
      const lines = simulation.betTypes.map(
        (bet) =>
          `${bet.betType}: stated ${(bet.stated * 100).toFixed(3)}% measured ${(bet.measured * 100).toFixed(3)}% ` +
          `(se ${(bet.standardError * 100).toFixed(3)} pp)`,
      );
      console.log(
        `${game}: ${draws} draws in ${elapsedSeconds.toFixed(1)} s; chi-square digits ${simulation.digitChiSquare.toFixed(1)}` +
          ` last-two ${simulation.lastTwoChiSquare.toFixed(1)} first-prize ${simulation.firstPrizeChiSquare.toFixed(1)}` +
          `\n  ${lines.join('\n  ')}`,
      );
      for (const bet of simulation.betTypes) {
        expect(Math.abs(bet.measured - bet.stated), `${game} ${bet.betType}`).toBeLessThan(tolerance);
        // The book keeps the spread small: the bound is over 3 standard errors, so chance alone neither passes nor fails it.
        expect(bet.standardError * 3, `${game} ${bet.betType} spread`).toBeLessThan(tolerance);
      }
      expect(simulation.digitChiSquare).toBeLessThan(chiSquareCritical99[9]);
      if (!game.startsWith('fast_'))
        expect(simulation.lastTwoChiSquare).toBeLessThan(chiSquareCritical99[99]);
      const firstCritical =
        simulation.firstPrizeDegreesOfFreedom === 9 ? chiSquareCritical99[9] : chiSquareCritical99[99];
      expect(simulation.firstPrizeChiSquare).toBeLessThan(firstCritical);
    });
  }
});
