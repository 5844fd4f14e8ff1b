/**
 * Recomputes a raffle draw in the browser (Web Crypto), by the method the server documents
 * (docs/promotions.md, "Raffles: how to verify a draw"; the verification endpoint returns it too):
 * - seedHash = SHA-256 over the 32 seed bytes (the seed is 64 hex digits);
 * - entries in published order; entry i holds tickets [firstTicket_i, firstTicket_i + tickets_i);
 * - prize k: h = HMAC-SHA256(key = seed bytes, message = UTF-8 `${raffleId}:${k}`) as a big-endian integer;
 *   over the entries that have not won yet, in order, with T their total tickets, r = h mod T; the entry
 *   whose running range holds r wins (ticket = its firstTicket + r − the tickets before it) and leaves.
 */
export type VerifyEntry = { position: number; account: string; tickets: number; firstTicket: number };
export type PublishedResult = {
  prizeIndex: number;
  ticket: number | null;
  position: number | null;
  hmac: string;
};
export type RecomputedResult = {
  prizeIndex: number;
  hmac: string;
  ticket: number | null;
  position: number | null;
};

const encoder = new TextEncoder();

function toHex(bytes: ArrayBuffer): string {
  return Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** 64 hex digits as 32 bytes; null when it is not a seed. */
export function seedBytes(seedHex: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[0-9a-f]{64}$/i.test(seedHex)) return null;
  const bytes = new Uint8Array(32);
  for (let index = 0; index < 32; index += 1)
    bytes[index] = Number.parseInt(seedHex.slice(index * 2, index * 2 + 2), 16);
  return bytes;
}

export async function seedHashOf(
  seedHex: string,
  subtle: SubtleCrypto = crypto.subtle,
): Promise<string | null> {
  const bytes = seedBytes(seedHex);
  return bytes ? toHex(await subtle.digest('SHA-256', bytes)) : null;
}

export async function prizeHmacOf(
  seedHex: string,
  raffleId: string,
  prizeIndex: number,
  subtle: SubtleCrypto = crypto.subtle,
): Promise<string | null> {
  const bytes = seedBytes(seedHex);
  if (!bytes) return null;
  const key = await subtle.importKey('raw', bytes, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return toHex(await subtle.sign('HMAC', key, encoder.encode(`${raffleId}:${prizeIndex}`)));
}

/** The draw from the seed and the entries, prize by prize. */
export async function recomputeDraw(
  seedHex: string,
  raffleId: string,
  entries: readonly VerifyEntry[],
  prizeCount: number,
  subtle: SubtleCrypto = crypto.subtle,
): Promise<RecomputedResult[] | null> {
  const remaining = [...entries].sort((a, b) => a.position - b.position);
  const results: RecomputedResult[] = [];
  for (let prizeIndex = 0; prizeIndex < prizeCount; prizeIndex += 1) {
    const hmac = await prizeHmacOf(seedHex, raffleId, prizeIndex, subtle);
    if (hmac === null) return null;
    const total = remaining.reduce((sum, entry) => sum + BigInt(entry.tickets), 0n);
    if (total === 0n) {
      results.push({ prizeIndex, hmac, ticket: null, position: null });
      continue;
    }
    const r = BigInt(`0x${hmac}`) % total;
    let before = 0n;
    for (let index = 0; index < remaining.length; index += 1) {
      const entry = remaining[index] as VerifyEntry;
      const after = before + BigInt(entry.tickets);
      if (r < after) {
        results.push({
          prizeIndex,
          hmac,
          ticket: Number(BigInt(entry.firstTicket) + (r - before)),
          position: entry.position,
        });
        remaining.splice(index, 1);
        break;
      }
      before = after;
    }
  }
  return results;
}

/** Entries must tile the tickets from 0 in order, as published; anything else cannot be verified. */
export function entriesConsistent(entries: readonly VerifyEntry[], totalTickets: number): boolean {
  let next = 0;
  const ordered = [...entries].sort((a, b) => a.position - b.position);
  for (const [index, entry] of ordered.entries()) {
    if (entry.position !== index || entry.firstTicket !== next || entry.tickets < 1) return false;
    next += entry.tickets;
  }
  return next === totalTickets;
}

export type DrawCheck =
  | { state: 'not_drawn' }
  | { state: 'bad_seed' }
  | { state: 'bad_entries' }
  | {
      state: 'checked';
      seedMatches: boolean;
      results: Array<RecomputedResult & { matches: boolean }>;
      allMatch: boolean;
    };

/** Checks a published draw: the seed against its committed hash, then every prize's HMAC and winner. */
export async function checkDraw(
  input: {
    raffleId: string;
    seed: string | null;
    seedHash: string;
    totalTickets: number;
    entries: readonly VerifyEntry[];
    results: readonly PublishedResult[];
    prizeCount: number;
  },
  subtle: SubtleCrypto = crypto.subtle,
): Promise<DrawCheck> {
  if (input.seed === null) return { state: 'not_drawn' };
  const hash = await seedHashOf(input.seed, subtle);
  if (hash === null) return { state: 'bad_seed' };
  if (!entriesConsistent(input.entries, input.totalTickets)) return { state: 'bad_entries' };
  const recomputed = await recomputeDraw(input.seed, input.raffleId, input.entries, input.prizeCount, subtle);
  if (recomputed === null) return { state: 'bad_seed' };
  const results = recomputed.map((result) => {
    const published = input.results.find((item) => item.prizeIndex === result.prizeIndex);
    const matches =
      published !== undefined &&
      published.hmac.toLowerCase() === result.hmac &&
      published.ticket === result.ticket &&
      published.position === result.position;
    return { ...result, matches };
  });
  const seedMatches = hash === input.seedHash.toLowerCase();
  return {
    state: 'checked',
    seedMatches,
    results,
    allMatch: seedMatches && results.every((item) => item.matches),
  };
}
