import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { AuditActor, AuditEvent, AuditRepository } from './audit-repository.js';

export type { AuditActor, AuditEntry, AuditEvent } from './audit-repository.js';

/** Records who did what; other modules call this, never the repository. */
export class AuditService {
  private readonly recordedListeners: (() => void)[] = [];

  constructor(private readonly repository: AuditRepository) {}

  async record(actor: AuditActor, event: AuditEvent, transaction?: Kysely<Database> | Transaction<Database>) {
    await this.repository.record(actor, event, transaction);
    // Synchronous and never awaited: the audit chain only arms a timer (the entry may not be committed yet).
    for (const listener of this.recordedListeners) listener();
  }

  /** Told after each entry is written (the audit chain's debounced seal kick); must not throw or block. */
  addRecordedListener(listener: () => void): void {
    this.recordedListeners.push(listener);
  }

  recentFor(target: { type: string; id: string }, action: string, limit: number) {
    return this.repository.recentFor(target, action, limit);
  }

  list(filter: { action?: string; targetId?: string; page: number; pageSize: number }) {
    return this.repository.list(filter);
  }
}
