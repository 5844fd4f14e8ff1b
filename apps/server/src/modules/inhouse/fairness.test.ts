import { createHash } from 'node:crypto';
import { FairByteStream } from '@gaming/contracts/inhouse-bytes';
import { crashExactRtp, crashPointOf, crashRtpBasisPoints } from '@gaming/contracts/inhouse-crash';
import { diceExactRtp, diceMultiplier, diceRtpBasisPoints } from '@gaming/contracts/inhouse-dice';
import { drawOutcome, type InhousePlay } from '@gaming/contracts/inhouse-games';
import { minesExactRtp, minesRtpBasisPoints, minesWinChance } from '@gaming/contracts/inhouse-mines';
import {
  linePay,
  type SlotSymbol,
  slotExactRtp,
  slotPaylines,
  slotReels,
} from '@gaming/contracts/inhouse-slot';
import { describe, expect, it } from 'vitest';
import { outcomeBytes, roundBytesOf, serverSeedHash } from './fair-hmac.js';

/**
 * The fairness of the in-house games, from the bytes up: known answers for the HMAC derivation, a
 * chi-square test of the outcome bytes and the exact RTPs (simulations: rtp-simulation.test.ts).
 */

describe('outcome bytes', () => {
  it('are HMAC-SHA256(server seed, client seed:nonce:round) (known answers computed with openssl)', () => {
    expect(outcomeBytes('server-seed', 'client-seed', 0, 0).toString('hex')).toBe(
      '74935949b359c7ca0a38f0d2d6f710fc0434dccdeb3963035382b3f970c2c6df',
    );
    expect(outcomeBytes('0'.repeat(64), 'abc', 42, 1).toString('hex')).toBe(
      '6df530e209fdb4dafcd02c6c4ae63d2e87db46800e54cce68cc7b59730c3fb7c',
    );
    expect(serverSeedHash('server-seed')).toBe(
      '91024ec49c5bec0b689e42892526320fce08337205c91de94c7a588c20d08eeb',
    );
  });

  it('give a known dice roll: 0x74935949 mod 10000 = 3705 (37.05)', () => {
    const drawn = drawOutcome(
      { game: 'dice', params: { direction: 'under', target: 5000 } },
      roundBytesOf('server-seed', 'client-seed', 0),
    );
    expect(drawn.outcome).toEqual({ roll: 3705, win: true, multiplier: 19_800 });
  });

  it('continue into round 1, 2 … after 32 bytes, and draw the same outcome every time', () => {
    const bytes = roundBytesOf('seed', 'client', 7);
    const stream = new FairByteStream(bytes);
    const values = Array.from({ length: 9 }, () => stream.nextUint32());
    expect(values[8]).toBe(outcomeBytes('seed', 'client', 7, 1).readUInt32BE(0));
    const play: InhousePlay = { game: 'mines', params: { mines: 24 } };
    const moves = { revealed: [3] };
    expect(drawOutcome(play, roundBytesOf('seed', 'client', 7), moves)).toEqual(
      drawOutcome(play, roundBytesOf('seed', 'client', 7), moves),
    );
    expect(drawOutcome(play, roundBytesOf('seed', 'client', 8), moves)).not.toEqual(
      drawOutcome({ ...play }, roundBytesOf('seed', 'other', 7), moves),
    );
  });

  it('pass a chi-square uniformity test at 99% (256 buckets over 1,000,000 bytes)', () => {
    const buckets = new Array<number>(256).fill(0);
    // Fixed seeds: at 99% a random seed would fail one run in a hundred by chance alone.
    const serverSeed = createHash('sha256').update('chi-square-server-seed').digest('hex');
    const byteCount = 1_000_000;
    let seen = 0;
    for (let nonce = 0; seen < byteCount; nonce += 1) {
      for (const byte of outcomeBytes(serverSeed, 'chi-square', nonce, 0)) {
        if (seen === byteCount) break;
        buckets[byte] = (buckets[byte] ?? 0) + 1;
        seen += 1;
      }
    }
    const expected = byteCount / 256;
    const chiSquare = buckets.reduce((sum, observed) => sum + (observed - expected) ** 2 / expected, 0);
    // The 99th percentile of chi-square with 255 degrees of freedom.
    expect(chiSquare).toBeLessThan(310.457);
  });

  it('draw integers below n uniformly (rejection sampling): chi-square over 37 values', () => {
    const stream = new FairByteStream(
      roundBytesOf(createHash('sha256').update('uniform-server-seed').digest('hex'), 'uniform', 0),
    );
    const counts = new Array<number>(37).fill(0);
    const draws = 370_000;
    for (let index = 0; index < draws; index += 1) {
      const value = stream.integerBelow(37);
      counts[value] = (counts[value] ?? 0) + 1;
    }
    const expected = draws / 37;
    const chiSquare = counts.reduce((sum, observed) => sum + (observed - expected) ** 2 / expected, 0);
    // 99th percentile, 36 degrees of freedom.
    expect(chiSquare).toBeLessThan(58.619);
  });
});

describe('exact RTPs', () => {
  it('dice pays RTP / chance rounded down: 50% under pays 1.98×, every target within 0.01 pp of 99%', () => {
    expect(diceMultiplier({ direction: 'under', target: 5000 })).toBe(19_800);
    expect(diceMultiplier({ direction: 'over', target: 4999 })).toBe(19_800);
    for (let target = 100; target <= 9800; target += 97) {
      const rtp = diceExactRtp({ direction: 'under', target });
      expect(rtp).toBeLessThanOrEqual(diceRtpBasisPoints / 10_000);
      expect(rtp).toBeGreaterThan(diceRtpBasisPoints / 10_000 - 0.0001);
    }
  });

  it('crash returns the stated RTP for every cash-out target; the crash point has P(X ≥ t) = RTP / t', () => {
    for (const target of [101, 150, 200, 1000, 100_000])
      expect(crashExactRtp({ target })).toBeCloseTo(crashRtpBasisPoints / 10_000, 6);
    expect(crashPointOf(4_294_967_295)).toBe(100);
    // h + 1 = 2^31 gives U = 1/2, X = 2 × RTP.
    expect(crashPointOf(2_147_483_647)).toBe((2 * crashRtpBasisPoints) / 100);
  });

  it('mines uses hypergeometric odds: 3 mines, 2 tiles wins with C(22,2)/C(25,2) = 231/300', () => {
    expect(minesWinChance(3, 2)).toBeCloseTo(231 / 300, 12);
    for (let mines = 1; mines < 25; mines += 1)
      for (let picks = 1; picks <= 25 - mines; picks += 1) {
        const rtp = minesExactRtp(mines, picks);
        expect(rtp).toBeLessThanOrEqual(minesRtpBasisPoints / 10_000 + 1e-12);
        expect(rtp).toBeGreaterThan(minesRtpBasisPoints / 10_000 - 0.0001);
      }
  });

  it('slot: line pays follow the paytable with wilds; the computed RTP is between 96% and 97%', () => {
    expect(linePay(['cherry', 'cherry', 'cherry', 'lemon', 'lemon']).pays).toBe(3);
    expect(linePay(['wild', 'wild', 'seven', 'seven', 'bar'])).toEqual({
      symbol: 'seven',
      count: 4,
      pays: 25,
    });
    expect(linePay(['wild', 'wild', 'wild', 'cherry', 'bar'])).toEqual({ symbol: 'wild', count: 3, pays: 8 });
    expect(linePay(['bar', 'cherry', 'bar', 'bar', 'bar']).pays).toBe(0);
    const { value, numerator, denominator } = slotExactRtp();
    expect(denominator).toBe(24n ** 5n);
    expect(Number(numerator) / Number(denominator)).toBeCloseTo(value, 9);
    expect(value).toBeGreaterThan(0.96);
    expect(value).toBeLessThan(0.97);
  });

  it('slot: the computed RTP equals a brute-force enumeration of all 24^5 stops for a V-shaped line', () => {
    const rows = slotPaylines[3] ?? [];
    const symbols: SlotSymbol[] = ['wild', 'wild', 'wild', 'wild', 'wild'];
    const strips = slotReels.map((strip, reel) =>
      strip.map((_, stop) => strip[(stop + (rows[reel] ?? 0)) % strip.length] as SlotSymbol),
    );
    const [r0, r1, r2, r3, r4] = strips as SlotSymbol[][];
    let total = 0n;
    for (const a of r0 ?? []) {
      symbols[0] = a;
      for (const b of r1 ?? []) {
        symbols[1] = b;
        for (const c of r2 ?? []) {
          symbols[2] = c;
          let sub = 0;
          for (const d of r3 ?? []) {
            symbols[3] = d;
            for (const e of r4 ?? []) {
              symbols[4] = e;
              sub += linePay(symbols).pays;
            }
          }
          total += BigInt(sub);
        }
      }
    }
    const exact = slotExactRtp();
    expect(total).toBe(exact.numerator);
  });
});
