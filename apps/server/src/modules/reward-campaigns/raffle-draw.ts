import { createHash, createHmac, randomBytes } from 'node:crypto';

/**
 * The raffle's provably fair draw (documented in docs/promotions.md, "Raffles: how to verify a draw").
 *
 * - Seed: 32 random bytes from node:crypto, written as 64 lower-case hex digits. At creation the server
 *   publishes seedHash = SHA-256 over the 32 seed bytes (hex); the seed itself is revealed by the draw.
 * - Entries: every member with at least one ticket, ordered by member id ascending (position 0, 1, …);
 *   entry i holds tickets [firstTicket_i, firstTicket_i + tickets_i) with firstTicket_0 = 0 and
 *   firstTicket_{i+1} = firstTicket_i + tickets_i.
 * - Prize k (k = 0, 1, … in prize order): h_k = HMAC-SHA256(key = the 32 seed bytes,
 *   message = UTF-8 of `${raffleId}:${k}`), read as a 256-bit unsigned big-endian integer. Over the
 *   entries that have not won yet, kept in position order, with T = their total tickets:
 *   r = h_k mod T, walk them adding up tickets until r falls in an entry (r < running sum); that entry
 *   wins prize k, and its winning ticket is its firstTicket + (r − the running sum before it). The winner
 *   leaves the pool, so nobody wins twice. When no entry is left, the prize has no winner.
 */
export type DrawEntry = { position: number; memberId: string; tickets: number; firstTicket: bigint };
export type DrawResult = {
  prizeIndex: number;
  hmac: string;
  winner: { position: number; memberId: string; ticket: bigint } | null;
};

export function newRaffleSeed(): { seed: string; seedHash: string } {
  const seed = randomBytes(32).toString('hex');
  return { seed, seedHash: raffleSeedHash(seed) };
}

export function raffleSeedHash(seedHex: string): string {
  return createHash('sha256').update(Buffer.from(seedHex, 'hex')).digest('hex');
}

export function prizeHmac(seedHex: string, raffleId: string, prizeIndex: number): string {
  return createHmac('sha256', Buffer.from(seedHex, 'hex'))
    .update(`${raffleId}:${prizeIndex}`, 'utf8')
    .digest('hex');
}

/** Entries in published order (member id ascending) with their ticket ranges. */
export function orderEntries(tickets: readonly { memberId: string; tickets: number }[]): DrawEntry[] {
  const sorted = tickets
    .filter((entry) => entry.tickets > 0)
    .sort((a, b) => {
      const left = BigInt(a.memberId);
      const right = BigInt(b.memberId);
      return left < right ? -1 : left > right ? 1 : 0;
    });
  let next = 0n;
  return sorted.map((entry, position) => {
    const firstTicket = next;
    next += BigInt(entry.tickets);
    return { position, memberId: entry.memberId, tickets: entry.tickets, firstTicket };
  });
}

export function drawRaffle(
  seedHex: string,
  raffleId: string,
  entries: readonly DrawEntry[],
  prizeCount: number,
): DrawResult[] {
  const remaining = [...entries].sort((a, b) => a.position - b.position);
  const results: DrawResult[] = [];
  for (let prizeIndex = 0; prizeIndex < prizeCount; prizeIndex += 1) {
    const hmac = prizeHmac(seedHex, raffleId, prizeIndex);
    const total = remaining.reduce((sum, entry) => sum + BigInt(entry.tickets), 0n);
    if (total === 0n) {
      results.push({ prizeIndex, hmac, winner: null });
      continue;
    }
    const r = BigInt(`0x${hmac}`) % total;
    let before = 0n;
    for (let index = 0; index < remaining.length; index += 1) {
      const entry = remaining[index] as DrawEntry;
      const after = before + BigInt(entry.tickets);
      if (r < after) {
        results.push({
          prizeIndex,
          hmac,
          winner: {
            position: entry.position,
            memberId: entry.memberId,
            ticket: entry.firstTicket + (r - before),
          },
        });
        remaining.splice(index, 1);
        break;
      }
      before = after;
    }
  }
  return results;
}

/** The method text the verification endpoint returns (the same as docs/promotions.md). */
export const raffleDrawMethod =
  'seedHash = SHA-256(seed bytes). Entries are ordered by member id ascending; entry i holds tickets ' +
  '[firstTicket, firstTicket + tickets). For prize k = 0, 1, …: h = HMAC-SHA256(key = seed bytes, ' +
  'message = "<raffleId>:<k>") as a big-endian integer; over the entries that have not won yet, in order, ' +
  'with T their total tickets, r = h mod T; the entry whose running ticket range holds r wins prize k ' +
  '(ticket = its firstTicket + r − tickets before it among those entries) and leaves the pool.';
