import type { FeedbackDelivery, FeedbackStatus } from '@gaming/contracts/feedback';
import { type Kysely, type Selectable, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { FeedbackAnswersTable, FeedbackTicketsTable } from '../../db/schema-feedback.js';

export type TicketRow = Selectable<FeedbackTicketsTable> & { answer_count: number };
export type AnswerRow = Selectable<FeedbackAnswersTable>;

export type NewTicket = {
  memberId: string | null;
  type: number;
  content: string;
  sender: string | null;
  contact: string | null;
  ip: string;
};

/** The limits a submission is checked against, inside the lock that serialises one submitter's tickets. */
export type SubmitLimits = {
  since: Date;
  perIp: number;
  perMember: number;
  openPerMember: number;
};

export type SubmitOutcome =
  | { ok: true; id: string; createdAt: Date }
  | { ok: false; reason: 'ip' | 'member' | 'open' };

export type QueueFilter = {
  status?: FeedbackStatus;
  type?: number;
  /** A staff id, or null for unassigned tickets. */
  assigneeStaffId?: string | null;
  limit: number;
  offset: number;
};

type Executor = Kysely<Database> | Transaction<Database>;

/** The ticket's answer count, as a column of the ticket query. */
const answerCount =
  sql<string>`(select count(*) from feedback_answers where feedback_answers.ticket_id = feedback_tickets.id)`.as(
    'answer_count',
  );

export class FeedbackRepository {
  constructor(private readonly db: Kysely<Database>) {}

  transaction<T>(work: (executor: Transaction<Database>) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }

  /**
   * Inserts a ticket unless the submitter is over a limit. An advisory lock per IP (and per member)
   * serialises one submitter's concurrent requests, so the counts cannot be raced past.
   */
  insertWithinLimits(ticket: NewTicket, limits: SubmitLimits): Promise<SubmitOutcome> {
    return this.db.transaction().execute(async (transaction) => {
      await sql`select pg_advisory_xact_lock(hashtext(${`feedback:ip:${ticket.ip}`}))`.execute(transaction);
      if (ticket.memberId)
        await sql`select pg_advisory_xact_lock(hashtext(${`feedback:member:${ticket.memberId}`}))`.execute(
          transaction,
        );
      const fromIp = await transaction
        .selectFrom('feedback_tickets')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('ip', '=', ticket.ip)
        .where('created_at', '>=', limits.since)
        .executeTakeFirstOrThrow();
      if (Number(fromIp.count) >= limits.perIp) return { ok: false, reason: 'ip' } as const;
      if (ticket.memberId) {
        const counts = await transaction
          .selectFrom('feedback_tickets')
          .select((eb) => [
            eb.fn.countAll<string>().filterWhere('created_at', '>=', limits.since).as('recent'),
            eb.fn.countAll<string>().filterWhere('status', '<>', 'closed').as('open'),
          ])
          .where('member_id', '=', ticket.memberId)
          .executeTakeFirstOrThrow();
        if (Number(counts.recent) >= limits.perMember) return { ok: false, reason: 'member' } as const;
        if (Number(counts.open) >= limits.openPerMember) return { ok: false, reason: 'open' } as const;
      }
      const row = await transaction
        .insertInto('feedback_tickets')
        .values({
          member_id: ticket.memberId,
          type: ticket.type,
          content: ticket.content,
          sender: ticket.sender,
          contact: ticket.contact,
          ip: ticket.ip,
        })
        .returning(['id', 'created_at'])
        .executeTakeFirstOrThrow();
      return { ok: true, id: row.id, createdAt: row.created_at } as const;
    });
  }

  async listOfMember(
    memberId: string,
    limit: number,
    offset: number,
  ): Promise<{ rows: TicketRow[]; total: number }> {
    const [rows, total] = await Promise.all([
      this.db
        .selectFrom('feedback_tickets')
        .selectAll('feedback_tickets')
        .select(answerCount)
        .where('member_id', '=', memberId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute(),
      this.db
        .selectFrom('feedback_tickets')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('member_id', '=', memberId)
        .executeTakeFirstOrThrow(),
    ]);
    return { rows: rows.map(withCount), total: Number(total.count) };
  }

  async find(id: string, executor: Executor = this.db): Promise<TicketRow | undefined> {
    const row = await executor
      .selectFrom('feedback_tickets')
      .selectAll('feedback_tickets')
      .select(answerCount)
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? withCount(row) : undefined;
  }

  /** The ticket row locked for a change (no answer count). */
  lockTicket(executor: Transaction<Database>, id: string) {
    return executor
      .selectFrom('feedback_tickets')
      .selectAll()
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
  }

  answersOf(ticketId: string, limit: number): Promise<AnswerRow[]> {
    return this.db
      .selectFrom('feedback_answers')
      .selectAll()
      .where('ticket_id', '=', ticketId)
      .orderBy('created_at')
      .orderBy('id')
      .limit(limit)
      .execute();
  }

  async countAnswers(executor: Executor, ticketId: string): Promise<number> {
    const row = await executor
      .selectFrom('feedback_answers')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('ticket_id', '=', ticketId)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  async queue(filter: QueueFilter): Promise<{ rows: TicketRow[]; total: number }> {
    let query = this.db.selectFrom('feedback_tickets');
    if (filter.status) query = query.where('status', '=', filter.status);
    if (filter.type !== undefined) query = query.where('type', '=', filter.type);
    if (filter.assigneeStaffId === null) query = query.where('assignee_staff_id', 'is', null);
    else if (filter.assigneeStaffId !== undefined)
      query = query.where('assignee_staff_id', '=', filter.assigneeStaffId);
    const [rows, total] = await Promise.all([
      query
        .selectAll('feedback_tickets')
        .select(answerCount)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(filter.limit)
        .offset(filter.offset)
        .execute(),
      query.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
    ]);
    return { rows: rows.map(withCount), total: Number(total.count) };
  }

  updateTicket(
    executor: Executor,
    id: string,
    change: { status?: FeedbackStatus; assigneeStaffId?: string; closedAt?: Date },
  ) {
    return executor
      .updateTable('feedback_tickets')
      .set({
        ...(change.status ? { status: change.status } : {}),
        ...(change.assigneeStaffId ? { assignee_staff_id: change.assigneeStaffId } : {}),
        ...(change.closedAt ? { closed_at: change.closedAt } : {}),
        updated_at: sql<Date>`now()`,
      })
      .where('id', '=', id)
      .execute();
  }

  insertAnswer(
    executor: Executor,
    answer: { ticketId: string; staffId: string; body: string; delivery: FeedbackDelivery },
  ) {
    return executor
      .insertInto('feedback_answers')
      .values({
        ticket_id: answer.ticketId,
        staff_id: answer.staffId,
        body: answer.body,
        delivery: answer.delivery,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /** Answers to members that have no platform message yet (a delivery that failed), oldest first. */
  undeliveredAnswers(window: { after: Date; before: Date }, limit: number) {
    return this.db
      .selectFrom('feedback_answers')
      .innerJoin('feedback_tickets', 'feedback_tickets.id', 'feedback_answers.ticket_id')
      .selectAll('feedback_answers')
      .select(['feedback_tickets.member_id', 'feedback_tickets.contact', 'feedback_tickets.content'])
      .where('feedback_answers.delivery', '=', 'platformMessage')
      .where('feedback_answers.message_id', 'is', null)
      .where('feedback_answers.created_at', '>', window.after)
      .where('feedback_answers.created_at', '<', window.before)
      .orderBy('feedback_answers.created_at')
      .limit(limit)
      .execute();
  }

  async setAnswerMessage(answerId: string, messageId: string): Promise<void> {
    await this.db
      .updateTable('feedback_answers')
      .set({ message_id: messageId })
      .where('id', '=', answerId)
      .execute();
  }
}

function withCount<T extends { answer_count: string | number | null }>(row: T): T & { answer_count: number } {
  return { ...row, answer_count: Number(row.answer_count ?? 0) };
}
