import { describe, expect, it } from 'vitest';
import {
  deriveLotteryDraw,
  drawNumbersFromBytes,
  lotteryHmacRounds,
  lotterySeedHash,
  verifyLotteryDraw,
} from './lottery-draw.js';
import { lotteryGameCodes, prizeSlotsOf } from './lottery-games.js';
import { chiSquareCritical99 } from './lottery-simulation.js';

// The worked vector of docs/lottery-fairness.md. The HMAC rounds and hash were computed with
// `openssl dgst -sha256 -hmac` and `sha256sum`, the numbers with an independent Python script.
const seed = '2f711f723dc561ac2e2a936843b101836c65dcb4b4f044edcf16c7dc7a2999cb';
const seedHash = 'd10517f22c70a2172106107f68caa7d567bd21f0e981eb263586d21beabd30f7';
const northRound0 = '899ecd8095c5194ddf7eecdf93ca2c5a116c432d0785c5021646b72ff4562e79';
const pinned = {
  vn_north:
    '85888 22253 37343 00378 07757 07234 33167 88697 10952 86475 0806 6188 7509 8742 3039 5355 1485 5410 8442 6378 619 516 877 38 13 25 78',
  vn_south:
    '855315 01453 68833 76259 97320 61659 41198 57889 43347 75092 16619 70172 1998 1068 8175 3722 576 26',
  fast_1m: '6 9 4 8 5',
  sea_4d:
    '4868 1802 9048 7799 4808 5224 8172 6908 3359 1479 2029 2245 9596 3241 1945 7595 8906 5835 9433 6421 8752 1305 1354',
} as const;

const hex = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');

/** Round bytes that are the given 32-bit values, big-endian, 8 to a round. */
function bytesOfValues(values: readonly number[]) {
  return (round: number) => {
    const bytes = new Uint8Array(32);
    const view = new DataView(bytes.buffer);
    for (let index = 0; index < 8; index += 1) view.setUint32(index * 4, values[round * 8 + index] ?? 0);
    return bytes;
  };
}

describe('lottery draw derivation', () => {
  it('reproduces the published vector: seed hash, HMAC round 0 and every game', async () => {
    expect(await lotterySeedHash(seed)).toBe(seedHash);
    const [round0] = await lotteryHmacRounds(seed, 'vn_north-20261126', 1);
    expect(hex(round0 as Uint8Array)).toBe(northRound0);
    for (const [game, numbers] of Object.entries(pinned))
      expect((await deriveLotteryDraw(game as keyof typeof pinned, seed, `${game}-20261126`)).join(' ')).toBe(
        numbers,
      );
  });

  it('is deterministic and depends on both the seed and the draw id', async () => {
    const first = await deriveLotteryDraw('vn_north', seed, 'draw-42');
    expect(await deriveLotteryDraw('vn_north', seed, 'draw-42')).toEqual(first);
    expect(await deriveLotteryDraw('vn_north', seed, 'draw-43')).not.toEqual(first);
    expect(await deriveLotteryDraw('vn_north', 'f'.repeat(64), 'draw-42')).not.toEqual(first);
  });

  it('gives each prize its tier digits (27, 18, 5 and 23 prizes)', async () => {
    const counts: Record<string, number> = {};
    for (const game of lotteryGameCodes) {
      const numbers = await deriveLotteryDraw(game, seed, `shape-${game}`);
      counts[game] = numbers.length;
      numbers.forEach((number, index) => {
        expect(number).toMatch(/^[0-9]+$/);
        expect(number).toHaveLength(prizeSlotsOf(game)[index]?.digits ?? -1);
      });
    }
    expect(counts).toEqual({ vn_north: 27, vn_south: 18, fast_1m: 5, fast_3m: 5, fast_5m: 5, sea_4d: 23 });
  });

  it('rejects exactly the values at or above the largest multiple of 10^d below 2^32', () => {
    // 2^32 mod 10 = 6: 4294967290..4294967295 are skipped, 4294967289 is the largest value used (→ 9).
    const fast = drawNumbersFromBytes(
      'fast_1m',
      bytesOfValues([4294967295, 4294967290, 4294967289, 11, 22, 33, 44]),
    );
    expect(fast).toEqual(['9', '1', '2', '3', '4']);
    // 2^32 mod 10^5 = 67296: 4294900000 is skipped, 4294899999 → 99999; a prize may need the next round.
    const values = [4294900000, 4294899999, ...Array.from({ length: 40 }, (_, index) => index)];
    const north = drawNumbersFromBytes('vn_north', bytesOfValues(values));
    expect(north.slice(0, 3)).toEqual(['99999', '00000', '00001']);
    expect(north.at(-1)).toBe('25');
  });

  it('draws uniform digits (chi-square at 99% over 2,000 vn_north draws through Web Crypto)', async () => {
    const digitCounts = new Array<number>(10).fill(0);
    const lastTwoCounts = new Array<number>(100).fill(0);
    const draws = await Promise.all(
      Array.from({ length: 2_000 }, (_, index) => deriveLotteryDraw('vn_north', seed, `chi-${index}`)),
    );
    for (const numbers of draws)
      for (const number of numbers) {
        for (const digit of number) digitCounts[Number(digit)] = (digitCounts[Number(digit)] ?? 0) + 1;
        const lastTwo = Number(number.slice(-2));
        lastTwoCounts[lastTwo] = (lastTwoCounts[lastTwo] ?? 0) + 1;
      }
    const chiSquare = (counts: number[]) => {
      const expected = counts.reduce((sum, count) => sum + count, 0) / counts.length;
      return counts.reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0);
    };
    expect(digitCounts.reduce((sum, count) => sum + count, 0)).toBe(2_000 * 107);
    expect(chiSquare(digitCounts)).toBeLessThan(chiSquareCritical99[9]);
    expect(chiSquare(lastTwoCounts)).toBeLessThan(chiSquareCritical99[99]);
    // The test can fail: the same sample with 0 drawn 5% more often than the others is refused.
    const biased = [...digitCounts];
    biased[0] = (biased[0] ?? 0) + 1_070;
    expect(chiSquare(biased)).toBeGreaterThan(chiSquareCritical99[9]);
  });

  it('verifies a draw: hash and numbers match; a changed number or another seed does not', async () => {
    const numbers = pinned.vn_north.split(' ');
    const base = {
      gameCode: 'vn_north' as const,
      drawId: 'vn_north-20261126',
      serverSeed: seed,
      seedHash,
      numbers,
    };
    expect(await verifyLotteryDraw(base)).toMatchObject({ seedHashMatches: true, numbersMatch: true });
    const tampered = [...numbers];
    tampered[26] = '79';
    expect(await verifyLotteryDraw({ ...base, numbers: tampered })).toMatchObject({
      seedHashMatches: true,
      numbersMatch: false,
    });
    expect(await verifyLotteryDraw({ ...base, serverSeed: 'e'.repeat(64) })).toMatchObject({
      seedHashMatches: false,
      numbersMatch: false,
    });
  });

  it('refuses a seed that is not 64 lowercase hex characters and an empty or over-long draw id', async () => {
    await expect(deriveLotteryDraw('fast_1m', 'xyz', 'draw-1')).rejects.toThrow(RangeError);
    await expect(deriveLotteryDraw('fast_1m', seed.toUpperCase(), 'draw-1')).rejects.toThrow(RangeError);
    await expect(deriveLotteryDraw('fast_1m', seed, '')).rejects.toThrow(RangeError);
    await expect(deriveLotteryDraw('fast_1m', seed, 'd'.repeat(101))).rejects.toThrow(RangeError);
  });
});
