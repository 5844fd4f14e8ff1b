import { staffPermissions } from '@gaming/contracts/admin-api-routes';
import {
  type AdminFeedbackAssigneesResponse,
  type AdminFeedbackDetail,
  type AdminFeedbackListQuery,
  type AdminFeedbackListResponse,
  type AdminFeedbackTicket,
  type FeedbackDelivery,
  type FeedbackType,
  feedbackEmailPattern,
  feedbackLimits,
} from '@gaming/contracts/feedback';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../platform/errors.js';
import type { AuditActor, AuditService } from '../audit/audit-service.js';
import { playerMessagesOf } from '../messaging/player-messages/index.js';
import type { AnswerRow, FeedbackRepository, TicketRow } from './feedback-repository.js';

/**
 * PlatformMessagesService.sendToMember (modules/platform-messages): idempotent by (source, sourceId).
 * Optional so the desk works before that module is composed; an answer is stored either way.
 */
export type MemberMessenger = {
  sendToMember(message: {
    memberId: string;
    title: string;
    bodyHtml: string;
    source: 'feedback';
    sourceId: string;
  }): Promise<{ messageId: string }>;
};

/** MessagingService.sendEmail (modules/messaging): the outbox records every message. */
export type EmailSender = {
  sendEmail(message: { to: string; subject: string; text: string }): Promise<void>;
};

export type StaffDirectory = {
  list(): Promise<Array<{ id: string; username: string; displayName: string; role: string; status: string }>>;
  usernamesOf(ids: readonly string[]): Promise<Map<string, string>>;
};

export type MemberDirectory = {
  accountsOf(ids: readonly string[]): Promise<Map<string, string>>;
  languageOf(memberId: string): Promise<string | undefined>;
};

export type DeskActor = { staffId: string; audit: AuditActor };

/** Answers a redelivery run takes at most. */
const redeliveryBatch = 100;
const redeliveryWindowMs = 7 * 24 * 60 * 60 * 1000;

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** Plain text as paragraphs of escaped text, line breaks kept. */
function paragraphsOf(text: string): string {
  return text
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replaceAll('\n', '<br>')}</p>`)
    .join('');
}

/** The staff side of feedback: the queue, assignment, answers (delivered to the submitter) and closing. */
export class FeedbackDesk {
  constructor(
    private readonly repository: FeedbackRepository,
    private readonly audit: AuditService,
    private readonly staff: StaffDirectory,
    private readonly members: MemberDirectory,
    private readonly email: EmailSender,
    private readonly log: FastifyBaseLogger,
    private messenger?: MemberMessenger,
    /** The brand's default language (settings brand.defaultLanguage): for guests and unknown languages. */
    private readonly defaultLanguage: () => string | undefined = () => undefined,
  ) {}

  /** Wires platform messages when that module is composed after this one. */
  useMessenger(messenger: MemberMessenger): void {
    this.messenger = messenger;
  }

  async list(query: AdminFeedbackListQuery, caller: DeskActor): Promise<AdminFeedbackListResponse> {
    const assigneeStaffId =
      query.assignee === undefined
        ? undefined
        : query.assignee === 'none'
          ? null
          : query.assignee === 'me'
            ? caller.staffId
            : query.assignee;
    const { rows, total } = await this.repository.queue({
      status: query.status,
      type: query.type,
      assigneeStaffId,
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    });
    return { items: await this.ticketsOf(rows), total, page: query.page, pageSize: query.pageSize };
  }

  async assignees(): Promise<AdminFeedbackAssigneesResponse> {
    const allowed: readonly string[] = staffPermissions.handleFeedback;
    const staff = await this.staff.list();
    return {
      staff: staff
        .filter((entry) => entry.status === 'active' && allowed.includes(entry.role))
        .map((entry) => ({ id: entry.id, username: entry.username, displayName: entry.displayName })),
    };
  }

  async detail(id: string): Promise<AdminFeedbackDetail> {
    const row = await this.repository.find(id);
    if (!row) throw new AppError('not_found');
    const [ticket] = await this.ticketsOf([row]);
    const answers = await this.repository.answersOf(id, feedbackLimits.answersPerTicket);
    const names = await this.staff.usernamesOf([...new Set(answers.map((answer) => answer.staff_id))]);
    return {
      ...(ticket as AdminFeedbackTicket),
      answers: answers.map((answer) => answerOf(answer, names)),
    };
  }

  /** Assigns to the caller or to another active staff member whose role may handle feedback. */
  async assign(id: string, staffId: string | undefined, actor: DeskActor): Promise<AdminFeedbackDetail> {
    const assignee = staffId ?? actor.staffId;
    if (assignee !== actor.staffId) {
      const { staff } = await this.assignees();
      if (!staff.some((entry) => entry.id === assignee))
        throw new AppError('validation_failed', undefined, [
          { path: 'staffId', message: 'validation.not_allowed' },
        ]);
    }
    await this.repository.transaction(async (transaction) => {
      const row = await this.repository.lockTicket(transaction, id);
      if (!row) throw new AppError('not_found');
      if (row.status === 'closed') throw new AppError('feedback_closed');
      await this.repository.updateTicket(transaction, id, {
        assigneeStaffId: assignee,
        status: row.status === 'open' ? 'assigned' : row.status,
      });
      await this.audit.record(
        actor.audit,
        {
          action: 'feedback.assign',
          targetType: 'feedback_ticket',
          targetId: id,
          before: { assigneeStaffId: row.assignee_staff_id, status: row.status },
          after: { assigneeStaffId: assignee },
        },
        transaction,
      );
    });
    return this.detail(id);
  }

  /**
   * Stores the answer, then delivers it: to a member as a platform message (idempotent by the answer's
   * id), to a guest with an e-mail contact by e-mail (the outbox records it), otherwise staff reach the
   * guest by the contact given (recorded as such). A failed delivery is logged; the answer stays stored.
   */
  async answer(id: string, body: string, actor: DeskActor): Promise<AdminFeedbackDetail> {
    const { ticket, answer } = await this.repository.transaction(async (transaction) => {
      const row = await this.repository.lockTicket(transaction, id);
      if (!row) throw new AppError('not_found');
      if (row.status === 'closed') throw new AppError('feedback_closed');
      if ((await this.repository.countAnswers(transaction, id)) >= feedbackLimits.answersPerTicket)
        throw new AppError('invalid_state', 'This ticket has as many answers as it may hold.');
      const delivery: FeedbackDelivery = row.member_id
        ? 'platformMessage'
        : row.contact && feedbackEmailPattern.test(row.contact)
          ? 'email'
          : 'byContact';
      const stored = await this.repository.insertAnswer(transaction, {
        ticketId: id,
        staffId: actor.staffId,
        body,
        delivery,
      });
      await this.repository.updateTicket(transaction, id, {
        status: 'answered',
        ...(row.assignee_staff_id ? {} : { assigneeStaffId: actor.staffId }),
      });
      await this.audit.record(
        actor.audit,
        {
          action: 'feedback.answer',
          targetType: 'feedback_ticket',
          targetId: id,
          before: { status: row.status },
          after: { status: 'answered', answerId: stored.id, delivery, length: body.length },
        },
        transaction,
      );
      return { ticket: row, answer: stored };
    });
    await this.deliver(ticket, answer);
    return this.detail(id);
  }

  async close(id: string, actor: DeskActor): Promise<AdminFeedbackDetail> {
    await this.repository.transaction(async (transaction) => {
      const row = await this.repository.lockTicket(transaction, id);
      if (!row) throw new AppError('not_found');
      if (row.status === 'closed') throw new AppError('feedback_closed');
      await this.repository.updateTicket(transaction, id, { status: 'closed', closedAt: new Date() });
      await this.audit.record(
        actor.audit,
        {
          action: 'feedback.close',
          targetType: 'feedback_ticket',
          targetId: id,
          before: { status: row.status },
          after: { status: 'closed' },
        },
        transaction,
      );
    });
    return this.detail(id);
  }

  /**
   * Delivers again the member answers whose platform message is missing (a failed or interrupted delivery),
   * at most `redeliveryBatch` a run; sendToMember is idempotent by the answer's id, so a repeat is harmless.
   */
  async redeliver(now = new Date()): Promise<{ delivered: number; pending: number }> {
    if (!this.messenger) return { delivered: 0, pending: 0 };
    const answers = await this.repository.undeliveredAnswers(
      // Older than a minute (not one being sent right now), younger than a week (not retried for ever).
      { after: new Date(now.getTime() - redeliveryWindowMs), before: new Date(now.getTime() - 60_000) },
      redeliveryBatch,
    );
    let delivered = 0;
    for (const answer of answers) {
      if (await this.deliver(answer, answer)) delivered += 1;
    }
    return { delivered, pending: answers.length - delivered };
  }

  private async deliver(
    ticket: { member_id: string | null; contact: string | null; content: string },
    answer: AnswerRow,
  ): Promise<boolean> {
    try {
      if (answer.delivery === 'platformMessage' && ticket.member_id && this.messenger) {
        // In the member's own language (members.language).
        const messages = playerMessagesOf(
          await this.members.languageOf(ticket.member_id),
          this.defaultLanguage(),
        ).feedbackAnswer;
        const { messageId } = await this.messenger.sendToMember({
          memberId: ticket.member_id,
          title: messages.title,
          bodyHtml: `${paragraphsOf(answer.body)}<blockquote><p><strong>${escapeHtml(messages.yourFeedback)}:</strong></p>${paragraphsOf(ticket.content)}</blockquote>`,
          source: 'feedback',
          sourceId: answer.id,
        });
        await this.repository.setAnswerMessage(answer.id, messageId);
        return true;
      } else if (answer.delivery === 'email' && ticket.contact) {
        // A guest's language is not known: the brand's default language, with English beside it.
        const local = playerMessagesOf(this.defaultLanguage()).feedbackAnswer;
        const english = playerMessagesOf('EN').feedbackAnswer;
        const both = (key: 'title' | 'yourFeedback') =>
          local === english ? english[key] : `${local[key]} / ${english[key]}`;
        await this.email.sendEmail({
          to: ticket.contact,
          subject: both('title'),
          text: `${answer.body}\n\n---\n${both('yourFeedback')}:\n${ticket.content}`,
        });
      }
      return answer.delivery !== 'platformMessage';
    } catch (error) {
      this.log.error({ err: error, answerId: answer.id }, 'feedback answer not delivered');
      return false;
    }
  }

  private async ticketsOf(rows: TicketRow[]): Promise<AdminFeedbackTicket[]> {
    const memberIds = [...new Set(rows.flatMap((row) => (row.member_id ? [row.member_id] : [])))];
    const staffIds = [
      ...new Set(rows.flatMap((row) => (row.assignee_staff_id ? [row.assignee_staff_id] : []))),
    ];
    const [accounts, names] = await Promise.all([
      memberIds.length ? this.members.accountsOf(memberIds) : new Map<string, string>(),
      staffIds.length ? this.staff.usernamesOf(staffIds) : new Map<string, string>(),
    ]);
    return rows.map((row) => ({
      id: row.id,
      type: row.type as FeedbackType,
      content: row.content,
      status: row.status,
      sender: row.sender,
      contact: row.contact,
      memberId: row.member_id,
      username: row.member_id ? (accounts.get(row.member_id) ?? null) : null,
      assignee: row.assignee_staff_id
        ? { id: row.assignee_staff_id, username: names.get(row.assignee_staff_id) ?? '' }
        : null,
      answerCount: row.answer_count,
      createdAt: row.created_at.toISOString(),
      updatedAt: row.updated_at.toISOString(),
      closedAt: row.closed_at?.toISOString() ?? null,
    }));
  }
}

function answerOf(answer: AnswerRow, names: Map<string, string>) {
  return {
    id: answer.id,
    body: answer.body,
    answeredAt: answer.created_at.toISOString(),
    staff: { id: answer.staff_id, username: names.get(answer.staff_id) ?? '' },
    delivery: answer.delivery,
    messageId: answer.message_id,
  };
}
