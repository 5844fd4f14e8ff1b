import type { RgInteraction } from '@gaming/contracts/harm-markers';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { RgInteractionsTable } from '../../db/schema-rg-harm.js';

type Executor = Kysely<Database> | Transaction<Database>;

/** The append-only staff interaction log (rg_interactions). */
export class InteractionsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  transaction<T>(work: (transaction: Transaction<Database>) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }

  async memberExists(memberId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('members')
      .select('id')
      .where('id', '=', memberId)
      .executeTakeFirst();
    return row !== undefined;
  }

  async insert(
    executor: Executor,
    interaction: {
      memberId: string;
      staffId: string;
      staffName: string;
      kind: RgInteractionsTable['kind'];
      body: string;
      harmMarkerId: string | null;
      at: Date;
    },
  ): Promise<RgInteraction> {
    const row = await executor
      .insertInto('rg_interactions')
      .values({
        member_id: interaction.memberId,
        staff_id: interaction.staffId,
        staff_name: interaction.staffName,
        kind: interaction.kind,
        body: interaction.body,
        harm_marker_id: interaction.harmMarkerId,
        created_at: interaction.at,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toInteraction(row);
  }

  async ofMember(memberId: string, limit: number): Promise<RgInteraction[]> {
    const rows = await this.db
      .selectFrom('rg_interactions')
      .selectAll()
      .where('member_id', '=', memberId)
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    return rows.map(toInteraction);
  }
}

function toInteraction(row: {
  id: string;
  member_id: string;
  staff_name: string;
  kind: RgInteractionsTable['kind'];
  body: string;
  harm_marker_id: string | null;
  created_at: Date;
}): RgInteraction {
  return {
    id: row.id,
    memberId: row.member_id,
    staffName: row.staff_name,
    kind: row.kind,
    body: row.body,
    harmMarkerId: row.harm_marker_id,
    createdAt: row.created_at.toISOString(),
  };
}
