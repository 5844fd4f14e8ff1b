import type { Kysely } from 'kysely';
import type { Database, OutboxMessagesTable } from '../../db/schema.js';

export type OutboxRecord = {
  channel: OutboxMessagesTable['channel'];
  recipient: string;
  subject: string | null;
  body: string;
  /** The original text sealed with the server's key when `body` masks a secret; else null. */
  sealed_body: string | null;
  status: OutboxMessagesTable['status'];
  provider: string;
  error: string | null;
};

export type OutboxFilter = { channel?: 'email' | 'sms'; recipient?: string; page: number; pageSize: number };

export class MessagingRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(record: OutboxRecord): Promise<void> {
    await this.db.insertInto('outbox_messages').values(record).execute();
  }

  async list(filter: OutboxFilter) {
    let query = this.db.selectFrom('outbox_messages');
    if (filter.channel) query = query.where('channel', '=', filter.channel);
    if (filter.recipient) query = query.where('recipient', '=', filter.recipient);
    const [rows, total] = await Promise.all([
      query
        .selectAll()
        .orderBy('id', 'desc')
        .limit(filter.pageSize)
        .offset((filter.page - 1) * filter.pageSize)
        .execute(),
      query.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(total.count) };
  }
}
