import { createHmac, timingSafeEqual } from 'node:crypto';
import type { AuditChainRepository, ChainEntryText, ChainLink } from './audit-chain-repository.js';

/** Entries a pass seals at most (one short transaction). */
const entriesPerPass = 1000;
/** Passes one seal run makes at most, so a backlog drains in one run but a run still ends. */
const passesPerRun = 50;
/** Links verify reads per page. */
const linksPerPage = 1000;
/** No transaction stays open this long, so no entry can still commit below an entry this old. */
const settleMs = 10 * 60_000;
const minimumKeyBytes = 16;
const genesisHash = Buffer.alloc(32);

export type ChainProblem = {
  kind: 'deleted' | 'edited' | 'inserted' | 'chain broken';
  entryId: string | null;
  seq: string | null;
  detail: string;
};

export type VerifyOutcome =
  | { ok: true; links: number; headSeq: string; lowWatermarkId: string }
  | { ok: false; problem: ChainProblem };

/** The message an entry's link authenticates: previous hash, the entry's columns, its seq and seal time. */
export function canonicalEntry(entry: ChainEntryText): string {
  // PostgreSQL's own text of each column (jsonb prints its keys in its fixed sorted order, timestamps to
  // the microsecond), so an edit of any stored bit changes the text.
  return JSON.stringify([
    entry.id,
    entry.actorType,
    entry.actorId,
    entry.actorName,
    entry.action,
    entry.targetType,
    entry.targetId,
    entry.ip,
    entry.before,
    entry.after,
    entry.createdAt,
  ]);
}

/**
 * The tamper-evident audit log (issue 20, 6.2): seals committed audit entries into an HMAC chain off the
 * request path, and verifies it. The HMAC key is derived from SECRET_KEY and never stored in the database,
 * so someone who can only write the database cannot re-chain after an edit. Out of scope: a superuser who
 * also holds SECRET_KEY, and cutting the newest entries together with their links and the head.
 */
export class AuditChainService {
  private readonly key: Buffer;
  private running: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly repository: AuditChainRepository,
    secretKey: Buffer,
    private readonly now: () => Date,
  ) {
    if (secretKey.length < minimumKeyBytes)
      throw new Error('The secret key is too short to key the audit chain.');
    // A key of its own, like LedgerIds: the chain's hashes say nothing about the key that seals secrets.
    this.key = createHmac('sha256', secretKey).update('audit-chain/v1').digest();
  }

  /** Seals what waits, pass after pass; runs in this process one at a time (sealed_at never goes back). */
  seal(): Promise<{ sealed: number; busy: boolean }> {
    const run = this.running.then(() => this.sealRun());
    this.running = run.catch(() => undefined);
    return run;
  }

  private async sealRun(): Promise<{ sealed: number; busy: boolean }> {
    const runAt = this.now();
    let sealed = 0;
    for (let pass = 0; pass < passesPerRun; pass += 1) {
      const outcome = await this.sealPass(runAt);
      if (outcome === 'busy') return { sealed, busy: true };
      sealed += outcome;
      if (outcome < entriesPerPass) break;
    }
    return { sealed, busy: false };
  }

  /** One short transaction under the try-lock: chain up to 1000 entries, move the head and watermark. */
  private sealPass(runAt: Date): Promise<number | 'busy'> {
    return this.repository.transaction(async (transaction) => {
      if (!(await this.repository.tryLock(transaction))) return 'busy';
      const head = await this.repository.head(transaction);
      const entries = await this.repository.unchainedEntries(
        transaction,
        head.lowWatermarkId,
        entriesPerPass,
      );
      // Never before the head's last seal (another process's clock): a pass's time only grows with seq.
      const sealedAt = head.sealedAt && head.sealedAt > runAt ? head.sealedAt : runAt;
      let seq = BigInt(head.seq);
      let previous = head.hash;
      const links = entries.map((entry) => {
        seq += 1n;
        const hash = this.hashOf(previous, entry, seq.toString());
        const link = { seq: seq.toString(), entryId: entry.id, prevHash: previous, hash };
        previous = hash;
        return link;
      });
      await this.repository.appendLinks(transaction, links, sealedAt);
      const cutoff = new Date(runAt.getTime() - settleMs);
      const lowWatermarkId = await this.repository.nextWatermark(transaction, head.lowWatermarkId, cutoff);
      await this.repository.moveHead(transaction, {
        seq: seq.toString(),
        hash: previous,
        lowWatermarkId,
        sealedAt: links.length > 0 ? sealedAt : (head.sealedAt ?? sealedAt),
      });
      return links.length;
    });
  }

  private hashOf(previous: Buffer, entry: ChainEntryText, seq: string): Buffer {
    return createHmac('sha256', this.key)
      .update(previous)
      .update(`${canonicalEntry(entry)}\n${seq}`)
      .digest();
  }

  /** Seals first, then walks every link: the first problem found, or a summary. */
  async verify(): Promise<VerifyOutcome> {
    for (let attempt = 0; attempt < 20; attempt += 1) {
      if (!(await this.seal()).busy) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const head = await this.repository.head();
    const walk = {
      seq: 0n,
      hash: genesisHash,
      currentPassAt: null as Date | null,
      previousPassAt: null as Date | null,
    };
    let count = 0;
    for (;;) {
      const links = await this.repository.links(walk.seq.toString(), linksPerPage);
      for (const link of links) {
        const problem = this.checkLink(link, walk, head.genesisEntryId);
        if (problem) return { ok: false, problem };
        count += 1;
      }
      if (links.length < linksPerPage) break;
    }
    if (walk.seq.toString() !== head.seq || !walk.hash.equals(head.hash))
      return {
        ok: false,
        problem: {
          kind: 'chain broken',
          entryId: null,
          seq: walk.seq.toString(),
          detail: `the chain ends at seq ${walk.seq} but its head says seq ${head.seq}`,
        },
      };
    const slipped = await this.repository.firstUnchainedBelow(head.lowWatermarkId);
    if (slipped)
      return {
        ok: false,
        problem: {
          kind: 'inserted',
          entryId: slipped,
          seq: null,
          detail: `entry ${slipped} lies below the sealed watermark ${head.lowWatermarkId} but has no link`,
        },
      };
    return { ok: true, links: count, headSeq: head.seq, lowWatermarkId: head.lowWatermarkId };
  }

  private checkLink(
    link: ChainLink,
    walk: { seq: bigint; hash: Buffer; currentPassAt: Date | null; previousPassAt: Date | null },
    genesisEntryId: string,
  ): ChainProblem | null {
    const at = { entryId: link.entryId, seq: link.seq };
    if (BigInt(link.seq) !== walk.seq + 1n || !link.prevHash.equals(walk.hash))
      return { kind: 'chain broken', ...at, detail: `link ${link.seq} does not follow link ${walk.seq}` };
    if (!link.entry) return { kind: 'deleted', ...at, detail: `entry ${link.entryId} is gone` };
    const expected = this.hashOf(walk.hash, link.entry, link.seq);
    if (expected.length !== link.hash.length || !timingSafeEqual(expected, link.hash))
      return { kind: 'edited', ...at, detail: `entry ${link.entryId} differs from what was sealed` };
    if (walk.currentPassAt?.getTime() !== link.sealedAt.getTime()) {
      walk.previousPassAt = walk.currentPassAt;
      walk.currentPassAt = link.sealedAt;
    }
    // An earlier pass ran well after this entry says it was written, yet did not see it: either a
    // transaction stayed open for ten minutes (none does) or the entry was slipped in back-dated.
    const createdMs = link.entry.createdAtDate.getTime();
    if (
      BigInt(link.entryId) > BigInt(genesisEntryId) &&
      walk.previousPassAt &&
      walk.previousPassAt.getTime() - createdMs > settleMs
    )
      return {
        kind: 'inserted',
        ...at,
        detail: `entry ${link.entryId} says ${link.entry.createdAt} but a seal at ${walk.previousPassAt.toISOString()} did not see it`,
      };
    walk.seq = BigInt(link.seq);
    walk.hash = link.hash;
    return null;
  }

  /** The head and what waits for the sealer (adminAuditChain). */
  async status() {
    const head = await this.repository.head();
    const unsealed = await this.repository.unsealed(head.lowWatermarkId, 10_000);
    return {
      headSeq: head.seq,
      headHash: head.hash.toString('hex'),
      lowWatermarkId: head.lowWatermarkId,
      sealedAt: head.sealedAt ? head.sealedAt.toISOString() : null,
      unsealedCount: unsealed.count,
      oldestUnsealedAt: unsealed.oldestAt ? unsealed.oldestAt.toISOString() : null,
    };
  }
}
