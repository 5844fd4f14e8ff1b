import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { AuditActor, AuditEvent, AuditRepository } from './audit-repository.js';

export type { AuditActor, AuditEntry, AuditEvent } from './audit-repository.js';

/** Records who did what; other modules call this, never the repository. */
export class AuditService {
  constructor(private readonly repository: AuditRepository) {}

  record(actor: AuditActor, event: AuditEvent, transaction?: Kysely<Database> | Transaction<Database>) {
    return this.repository.record(actor, event, transaction);
  }

  recentFor(target: { type: string; id: string }, action: string, limit: number) {
    return this.repository.recentFor(target, action, limit);
  }

  list(filter: { action?: string; targetId?: string; page: number; pageSize: number }) {
    return this.repository.list(filter);
  }
}
