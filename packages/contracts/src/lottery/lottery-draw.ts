import { FairByteStream, NeedMoreBytes, type RoundBytes } from '../inhouse-bytes.js';
import { type LotteryGameCode, prizeSlotsOf } from './lottery-games.js';

/**
 * Provably fair lottery draws (published in docs/lottery-fairness.md). Runs in the browser and in Node
 * (Web Crypto, globalThis.crypto.subtle); the pure core takes the HMAC bytes from the caller.
 *
 * - The server seed is 32 random bytes written as 64 lowercase hex characters. Its commitment, published
 *   before sales close, is SHA-256 over that hex text (UTF-8), in hex: the same as the in-house games.
 * - HMAC round c (c = 0, 1, 2, …) is HMAC-SHA256(key = the seed's hex text as UTF-8, message = UTF-8
 *   `${drawId}:${c}`): 32 bytes. The rounds are read in order, 4 bytes at a time, as big-endian unsigned
 *   32-bit integers u.
 * - Prize by prize, in the game's result order (lottery-games.ts tiers), a prize of d digits takes the
 *   next u below 2^32 − (2^32 mod 10^d) (larger values are skipped: rejection sampling, so every number is
 *   exactly equally likely) and is u mod 10^d, written with d digits (leading zeros kept).
 */

export const lotterySeedPattern = /^[0-9a-f]{64}$/;

/** Draw ids are the server's; bounded so a verification request cannot ask for a huge HMAC message. */
export const lotteryDrawIdMaxLength = 100;

export function isLotterySeed(value: string): boolean {
  return lotterySeedPattern.test(value);
}

/** The message of HMAC round `counter` of a draw. */
export function lotteryHmacMessage(drawId: string, counter: number): string {
  return `${drawId}:${counter}`;
}

/** The prize numbers of a game from a draw's HMAC rounds (pure: the caller computes the rounds). */
export function drawNumbersFromBytes(code: LotteryGameCode, roundBytes: RoundBytes): string[] {
  const stream = new FairByteStream(roundBytes);
  return prizeSlotsOf(code).map((slot) =>
    stream
      .integerBelow(10 ** slot.digits)
      .toString()
      .padStart(slot.digits, '0'),
  );
}

const encoder = new TextEncoder();

/** Web Crypto's SubtleCrypto, named so it type-checks with the DOM library and with Node's types alike. */
export type Subtle = typeof globalThis.crypto.subtle;

function hex(bytes: ArrayBuffer): string {
  return Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function assertDrawInput(serverSeed: string, drawId: string): void {
  if (!isLotterySeed(serverSeed))
    throw new RangeError('a lottery server seed is 64 lowercase hex characters');
  if (drawId.length === 0 || drawId.length > lotteryDrawIdMaxLength) throw new RangeError('bad draw id');
}

/** SHA-256 of the seed's hex text, hex: the commitment published before sales close. */
export async function lotterySeedHash(serverSeed: string, subtle: Subtle = crypto.subtle): Promise<string> {
  return hex(await subtle.digest('SHA-256', encoder.encode(serverSeed)));
}

/** HMAC rounds 0..count-1 of a draw (Web Crypto). */
export async function lotteryHmacRounds(
  serverSeed: string,
  drawId: string,
  count: number,
  subtle: Subtle = crypto.subtle,
): Promise<Uint8Array[]> {
  assertDrawInput(serverSeed, drawId);
  const key = await subtle.importKey(
    'raw',
    encoder.encode(serverSeed),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  return Promise.all(
    Array.from(
      { length: count },
      async (_, counter) =>
        new Uint8Array(await subtle.sign('HMAC', key, encoder.encode(lotteryHmacMessage(drawId, counter)))),
    ),
  );
}

/** The most HMAC rounds a draw may take (a draw needs 1-4; rejections are about 1 in 40,000 values). */
const maximumRounds = 64;

/** Derives a draw's prize numbers from the server seed and the draw id (server and browser alike). */
export async function deriveLotteryDraw(
  code: LotteryGameCode,
  serverSeed: string,
  drawId: string,
  subtle: Subtle = crypto.subtle,
): Promise<string[]> {
  let count = Math.ceil((prizeSlotsOf(code).length * 4) / 32) + 1;
  for (;;) {
    const rounds = await lotteryHmacRounds(serverSeed, drawId, count, subtle);
    try {
      return drawNumbersFromBytes(code, (round) => {
        const bytes = rounds[round];
        if (!bytes) throw new NeedMoreBytes(round);
        return bytes;
      });
    } catch (error) {
      if (!(error instanceof NeedMoreBytes) || count >= maximumRounds) throw error;
      count = Math.min(maximumRounds, Math.max(count * 2, error.round + 1));
    }
  }
}

export type LotteryDrawCheck = {
  computedSeedHash: string;
  seedHashMatches: boolean;
  computedNumbers: string[];
  numbersMatch: boolean;
};

/** What the fairness page shows: the revealed seed against its commitment, and the recomputed numbers. */
export async function verifyLotteryDraw(
  input: {
    gameCode: LotteryGameCode;
    drawId: string;
    serverSeed: string;
    seedHash: string;
    numbers: readonly string[];
  },
  subtle: Subtle = crypto.subtle,
): Promise<LotteryDrawCheck> {
  const computedSeedHash = await lotterySeedHash(input.serverSeed, subtle);
  const computedNumbers = await deriveLotteryDraw(input.gameCode, input.serverSeed, input.drawId, subtle);
  return {
    computedSeedHash,
    seedHashMatches: computedSeedHash === input.seedHash.toLowerCase(),
    computedNumbers,
    numbersMatch:
      computedNumbers.length === input.numbers.length &&
      computedNumbers.every((number, index) => number === input.numbers[index]),
  };
}
