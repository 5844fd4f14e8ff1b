import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { SettingChangeRequestsTable, SettingChangeStatus } from '../../db/schema-setting-changes.js';

export type SettingChangeRow = {
  id: string;
  key: SettingChangeRequestsTable['key'];
  proposed_value: unknown;
  base_value: unknown;
  status: SettingChangeStatus;
  proposed_by: string;
  proposed_by_name: string;
  proposed_at: Date;
  decided_by: string | null;
  decided_by_name: string | null;
  decided_at: Date | null;
  decision_reason: string | null;
};

export type SettingChangeProposal = {
  key: SettingChangeRequestsTable['key'];
  proposedValue: unknown;
  baseValue: unknown;
  staffId: string;
  staffName: string;
};

export type SettingChangeDecision = {
  id: string;
  status: 'approved' | 'rejected';
  staffId: string;
  staffName: string;
  reason: string | null;
  at: Date;
};

/** Proposed changes to the money settings (table setting_change_requests, migration 0022). */
export class SettingChangesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Fails with a unique violation when the setting already has a pending proposal. */
  async insert(proposal: SettingChangeProposal): Promise<SettingChangeRow> {
    return this.db
      .insertInto('setting_change_requests')
      .values({
        key: proposal.key,
        proposed_value: JSON.stringify(proposal.proposedValue),
        base_value: JSON.stringify(proposal.baseValue),
        proposed_by: proposal.staffId,
        proposed_by_name: proposal.staffName,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async findById(id: string): Promise<SettingChangeRow | undefined> {
    return this.db.selectFrom('setting_change_requests').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async pending(): Promise<SettingChangeRow[]> {
    return this.db
      .selectFrom('setting_change_requests')
      .selectAll()
      .where('status', '=', 'pending')
      .orderBy('id')
      .limit(10)
      .execute();
  }

  async recentDecided(limit: number): Promise<SettingChangeRow[]> {
    return this.db
      .selectFrom('setting_change_requests')
      .selectAll()
      .where('status', '<>', 'pending')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
  }

  /**
   * Decides a pending change, only if it is still pending (and, for an approval, only by someone other
   * than its proposer); undefined when it was not, so a concurrent decision loses cleanly.
   */
  async decide(
    decision: SettingChangeDecision,
    executor: Kysely<Database> | Transaction<Database> = this.db,
  ): Promise<SettingChangeRow | undefined> {
    let query = executor
      .updateTable('setting_change_requests')
      .set({
        status: decision.status,
        decided_by: decision.staffId,
        decided_by_name: decision.staffName,
        decided_at: decision.at,
        decision_reason: decision.reason,
      })
      .where('id', '=', decision.id)
      .where('status', '=', 'pending');
    if (decision.status === 'approved') query = query.where('proposed_by', '<>', decision.staffId);
    return query.returningAll().executeTakeFirst();
  }
}
