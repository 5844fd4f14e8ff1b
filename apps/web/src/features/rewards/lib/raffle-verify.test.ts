import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  checkDraw,
  entriesConsistent,
  prizeHmacOf,
  recomputeDraw,
  seedHashOf,
  type VerifyEntry,
} from './raffle-verify';

const seed = 'a1'.repeat(32);
const raffleId = '42';

/** The server's documented draw, written out again with node:crypto to compare the browser's against. */
function serverDraw(entries: VerifyEntry[], prizes: number) {
  const remaining = [...entries];
  const out: Array<{ prizeIndex: number; hmac: string; ticket: number | null; position: number | null }> = [];
  for (let k = 0; k < prizes; k += 1) {
    const hmac = createHmac('sha256', Buffer.from(seed, 'hex'))
      .update(`${raffleId}:${k}`, 'utf8')
      .digest('hex');
    const total = remaining.reduce((sum, entry) => sum + BigInt(entry.tickets), 0n);
    if (total === 0n) {
      out.push({ prizeIndex: k, hmac, ticket: null, position: null });
      continue;
    }
    const r = BigInt(`0x${hmac}`) % total;
    let before = 0n;
    for (let i = 0; i < remaining.length; i += 1) {
      const entry = remaining[i] as VerifyEntry;
      if (r < before + BigInt(entry.tickets)) {
        out.push({
          prizeIndex: k,
          hmac,
          ticket: Number(BigInt(entry.firstTicket) + r - before),
          position: entry.position,
        });
        remaining.splice(i, 1);
        break;
      }
      before += BigInt(entry.tickets);
    }
  }
  return out;
}

function entriesOf(tickets: number[]): VerifyEntry[] {
  let next = 0;
  return tickets.map((count, position) => {
    const entry = { position, account: `m${position}***`, tickets: count, firstTicket: next };
    next += count;
    return entry;
  });
}

describe('raffle draw verification (Web Crypto)', () => {
  it('hashes the seed bytes and signs `raffleId:k` as the server does', async () => {
    expect(await seedHashOf(seed)).toBe(createHash('sha256').update(Buffer.from(seed, 'hex')).digest('hex'));
    expect(await prizeHmacOf(seed, raffleId, 3)).toBe(
      createHmac('sha256', Buffer.from(seed, 'hex')).update('42:3', 'utf8').digest('hex'),
    );
    expect(await seedHashOf('not hex')).toBeNull();
  });

  it('recomputes the same winners, nobody twice, and no winner once entries run out', async () => {
    const entries = entriesOf([5, 1, 12, 3]);
    const recomputed = await recomputeDraw(seed, raffleId, entries, 6);
    expect(recomputed).toEqual(serverDraw(entries, 6));
    const winners = (recomputed ?? [])
      .map((result) => result.position)
      .filter((position) => position !== null);
    expect(new Set(winners).size).toBe(4);
    expect(recomputed?.slice(4).every((result) => result.ticket === null)).toBe(true);
  });

  it('accepts a published draw that matches and flags one that does not', async () => {
    const entries = entriesOf([2, 7, 1]);
    const published = serverDraw(entries, 2);
    const seedHash = createHash('sha256').update(Buffer.from(seed, 'hex')).digest('hex');
    const input = { raffleId, seed, seedHash, totalTickets: 10, entries, results: published, prizeCount: 2 };
    const good = await checkDraw(input);
    expect(good.state === 'checked' && good.allMatch).toBe(true);
    const tampered = published.map((result, index) =>
      index === 1 ? { ...result, ticket: (result.ticket ?? 0) + 1 } : result,
    );
    const bad = await checkDraw({ ...input, results: tampered });
    expect(bad.state === 'checked' && !bad.allMatch && bad.results[1]?.matches === false).toBe(true);
    const wrongHash = await checkDraw({ ...input, seedHash: '00'.repeat(32) });
    expect(wrongHash.state === 'checked' && !wrongHash.seedMatches && !wrongHash.allMatch).toBe(true);
    expect((await checkDraw({ ...input, seed: null })).state).toBe('not_drawn');
  });

  it('refuses entries that do not tile the tickets', () => {
    expect(entriesConsistent(entriesOf([2, 3]), 5)).toBe(true);
    expect(entriesConsistent(entriesOf([2, 3]), 6)).toBe(false);
    const gap = entriesOf([2, 3]).map((entry, index) => (index === 1 ? { ...entry, firstTicket: 3 } : entry));
    expect(entriesConsistent(gap, 5)).toBe(false);
  });
});
