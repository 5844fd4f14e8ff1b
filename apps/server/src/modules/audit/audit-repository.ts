import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';

export type AuditActor = {
  type: 'staff' | 'member' | 'system' | 'cli';
  id: string | null;
  name: string;
  ip: string | null;
};

export type AuditEvent = {
  action: string;
  targetType?: string;
  targetId?: string;
  before?: unknown;
  after?: unknown;
};

export type AuditEntry = {
  id: string;
  actorType: AuditActor['type'];
  actorId: string | null;
  actorName: string;
  action: string;
  targetType: string | null;
  targetId: string | null;
  ip: string | null;
  before: unknown;
  after: unknown;
  createdAt: Date;
};

/** The append-only audit trail (a trigger refuses updates and deletes). */
export class AuditRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Pass the caller's transaction so the trail entry commits (or rolls back) with the change itself. */
  async record(
    actor: AuditActor,
    event: AuditEvent,
    executor: Kysely<Database> | Transaction<Database> = this.db,
  ) {
    await executor
      .insertInto('audit_log')
      .values({
        actor_type: actor.type,
        actor_id: actor.id,
        actor_name: actor.name,
        action: event.action,
        target_type: event.targetType ?? null,
        target_id: event.targetId ?? null,
        ip: actor.ip,
        before: event.before === undefined ? null : JSON.stringify(event.before),
        after: event.after === undefined ? null : JSON.stringify(event.after),
      })
      .execute();
  }

  /** The newest entries of one action about one target (the audit_log_target index). */
  async recentFor(target: { type: string; id: string }, action: string, limit: number) {
    return this.db
      .selectFrom('audit_log')
      .select(['ip', 'after', 'created_at'])
      .where('target_type', '=', target.type)
      .where('target_id', '=', target.id)
      .where('action', '=', action)
      .orderBy('id', 'desc')
      .limit(Math.min(limit, 100))
      .execute();
  }

  async list(filter: { action?: string; targetId?: string; page: number; pageSize: number }) {
    let query = this.db.selectFrom('audit_log');
    if (filter.action) query = query.where('action', '=', filter.action);
    if (filter.targetId) query = query.where('target_id', '=', filter.targetId);
    const [rows, total] = await Promise.all([
      query
        .selectAll()
        .orderBy('id', 'desc')
        .limit(filter.pageSize)
        .offset((filter.page - 1) * filter.pageSize)
        .execute(),
      query.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
    ]);
    const entries: AuditEntry[] = rows.map((row) => ({
      id: row.id,
      actorType: row.actor_type,
      actorId: row.actor_id,
      actorName: row.actor_name,
      action: row.action,
      targetType: row.target_type,
      targetId: row.target_id,
      ip: row.ip,
      before: row.before,
      after: row.after,
      createdAt: row.created_at,
    }));
    return { entries, total: Number(total.count) };
  }
}
