import { createHash, createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { drawRaffle, newRaffleSeed, orderEntries, prizeHmac, raffleSeedHash } from './raffle-draw.js';

describe('raffle draw', () => {
  it('commits SHA-256 over the seed bytes and keys the HMAC with them', () => {
    const { seed, seedHash } = newRaffleSeed();
    expect(seed).toMatch(/^[0-9a-f]{64}$/);
    expect(seedHash).toBe(createHash('sha256').update(Buffer.from(seed, 'hex')).digest('hex'));
    expect(raffleSeedHash(seed)).toBe(seedHash);
    expect(prizeHmac(seed, '7', 2)).toBe(
      createHmac('sha256', Buffer.from(seed, 'hex')).update('7:2').digest('hex'),
    );
  });

  it('orders entries by member id and gives consecutive ticket ranges', () => {
    const entries = orderEntries([
      { memberId: '20', tickets: 3 },
      { memberId: '3', tickets: 2 },
      { memberId: '100', tickets: 0 },
    ]);
    expect(entries).toEqual([
      { position: 0, memberId: '3', tickets: 2, firstTicket: 0n },
      { position: 1, memberId: '20', tickets: 3, firstTicket: 2n },
    ]);
  });

  it('picks distinct winners inside their ranges, reproducibly, and leaves extra prizes without one', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 50 }), { minLength: 0, maxLength: 30 }),
        fc.integer({ min: 1, max: 40 }),
        (tickets, prizes) => {
          const { seed } = newRaffleSeed();
          const entries = orderEntries(
            tickets.map((count, index) => ({ memberId: String(index + 1), tickets: count })),
          );
          const results = drawRaffle(seed, '42', entries, prizes);
          expect(drawRaffle(seed, '42', entries, prizes)).toEqual(results);
          const winners = results.flatMap((result) => (result.winner ? [result.winner] : []));
          expect(new Set(winners.map((winner) => winner.memberId)).size).toBe(winners.length);
          expect(winners.length).toBe(Math.min(prizes, entries.length));
          for (const winner of winners) {
            const entry = entries[winner.position];
            expect(entry?.memberId).toBe(winner.memberId);
            expect(winner.ticket >= (entry?.firstTicket ?? 0n)).toBe(true);
            expect(winner.ticket < (entry?.firstTicket ?? 0n) + BigInt(entry?.tickets ?? 0)).toBe(true);
          }
        },
      ),
      { numRuns: 100 },
    );
  });

  it('follows the documented method for the first prize: h mod T over all tickets', () => {
    const seed = 'ab'.repeat(32);
    const entries = orderEntries([
      { memberId: '1', tickets: 5 },
      { memberId: '2', tickets: 7 },
    ]);
    const h = BigInt(`0x${createHmac('sha256', Buffer.from(seed, 'hex')).update('9:0').digest('hex')}`);
    const r = h % 12n;
    const [first] = drawRaffle(seed, '9', entries, 1);
    expect(first?.winner?.ticket).toBe(r);
    expect(first?.winner?.memberId).toBe(r < 5n ? '1' : '2');
  });
});
