import type { RoundVerification } from '@gaming/contracts/inhouse';
import { describe, expect, it } from 'vitest';
import { outcomeRounds, redraw, sha256Hex, verifyRound } from './verify-round';

// Known answers computed with openssl (the same ones the server's tests use).
describe('browser verification (Web Crypto)', () => {
  it('derives the outcome bytes and the seed hash like the server', async () => {
    const [bytes] = await outcomeRounds('server-seed', 'client-seed', 0, 1);
    expect(Buffer.from(bytes as Uint8Array).toString('hex')).toBe(
      '74935949b359c7ca0a38f0d2d6f710fc0434dccdeb3963035382b3f970c2c6df',
    );
    expect(await sha256Hex('server-seed')).toBe(
      '91024ec49c5bec0b689e42892526320fce08337205c91de94c7a588c20d08eeb',
    );
    const drawn = await redraw(
      { game: 'dice', params: { direction: 'under', target: 5000 } },
      'server-seed',
      'client-seed',
      0,
    );
    expect(drawn.outcome).toEqual({ roll: 3705, win: true, multiplier: 19_800 });
  });

  const recorded: RoundVerification = {
    serverSeed: 'server-seed',
    seedPairActive: false,
    round: {
      roundId: '00000000-0000-4000-8000-000000000000',
      game: 'dice',
      params: { direction: 'under', target: 5000 },
      outcome: { roll: 3705, win: true, multiplier: 19_800 },
      stakeMinor: '1000',
      winMinor: '1980',
      status: 'settled',
      nonce: 0,
      clientSeed: 'client-seed',
      serverSeedHash: '91024ec49c5bec0b689e42892526320fce08337205c91de94c7a588c20d08eeb',
      createdAt: '2026-01-01T00:00:00.000Z',
      settledAt: '2026-01-01T00:00:00.000Z',
      maxWinMinor: '1980',
    },
  };

  it('verifies an honest round and catches a changed outcome, win or seed', async () => {
    expect((await verifyRound(recorded)).state).toBe('verified');
    const changedRoll = {
      ...recorded,
      round: { ...recorded.round, outcome: { roll: 3706, win: true, multiplier: 19_800 } },
    };
    expect(await verifyRound(changedRoll as RoundVerification)).toMatchObject({
      state: 'mismatch',
      outcomeMatches: false,
    });
    const changedWin = { ...recorded, round: { ...recorded.round, winMinor: '1990' } };
    expect(await verifyRound(changedWin)).toMatchObject({ state: 'mismatch', winMatches: false });
    expect(await verifyRound({ ...recorded, serverSeed: 'other-seed' })).toMatchObject({
      state: 'mismatch',
      hashMatches: false,
    });
    expect(await verifyRound({ ...recorded, serverSeed: null })).toEqual({ state: 'unrevealed' });
  });

  it("verifies a win paid at the round's recorded maximum, and only at it", async () => {
    const capped = { ...recorded, round: { ...recorded.round, maxWinMinor: '1500', winMinor: '1500' } };
    expect((await verifyRound(capped)).state).toBe('verified');
    const overCap = { ...capped, round: { ...capped.round, winMinor: '1980' } };
    expect(await verifyRound(overCap)).toMatchObject({ state: 'mismatch', winMatches: false });
  });
});
