import {
  type FeedbackDetailResponse,
  type FeedbackListResponse,
  type FeedbackRequest,
  type FeedbackResponse,
  type FeedbackTicketSummary,
  type FeedbackType,
  feedbackLimits,
  isFeedbackContactValid,
  isFeedbackContentLengthValid,
} from '@gaming/contracts/feedback';
import { AppError } from '../../platform/errors.js';
import type { FeedbackRepository, TicketRow } from './feedback-repository.js';

/** Verifies a captcha answer (modules/auth CaptchaService): captcha_required or captcha_invalid. */
export type CaptchaVerifier = {
  verify(captchaId: string | undefined, answer: string | undefined): Promise<void>;
};

/**
 * Submission limits: per client address and per member in a rolling hour, and open (not closed) tickets
 * per member. A durable count in the tickets table, so every server process sees the same figures.
 */
export const feedbackSubmitLimits = {
  windowMs: 60 * 60 * 1000,
  perIp: 10,
  perMember: 5,
  openPerMember: feedbackLimits.openTicketsPerMember,
} as const;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function ticketSummaryOf(row: TicketRow): FeedbackTicketSummary {
  return {
    id: row.id,
    type: row.type as FeedbackType,
    content: row.content,
    status: row.status,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    answerCount: row.answer_count,
  };
}

/** Feedback and complaints for guests, members and agents (spec §1, §3, §5; issue 18). */
export class FeedbackService {
  constructor(
    private readonly repository: FeedbackRepository,
    private readonly captchas: CaptchaVerifier,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async submit(
    submitter: { memberId: string | null; ip: string },
    input: FeedbackRequest,
  ): Promise<FeedbackResponse> {
    // Trimmed, then counted in code points (contracts feedbackContentLength), as the web's live counter.
    const content = input.content.trim();
    if (!isFeedbackContentLengthValid(content)) throw new AppError('feedback_content_length');
    const contact = input.contact?.trim() || null;
    if (submitter.memberId === null && contact === null) throw new AppError('feedback_contact_required');
    if (contact !== null && !isFeedbackContactValid(contact)) throw new AppError('feedback_contact_invalid');
    await this.captchas.verify(input.captchaId, input.captcha);
    const now = this.now();
    const outcome = await this.repository.insertWithinLimits(
      {
        memberId: submitter.memberId,
        type: input.type,
        content,
        sender: input.sender?.trim() || null,
        contact,
        ip: submitter.ip.slice(0, 64),
      },
      {
        since: new Date(now.getTime() - feedbackSubmitLimits.windowMs),
        perIp: feedbackSubmitLimits.perIp,
        perMember: feedbackSubmitLimits.perMember,
        openPerMember: feedbackSubmitLimits.openPerMember,
      },
    );
    if (!outcome.ok) {
      if (outcome.reason === 'open') throw new AppError('feedback_open_limit');
      throw new AppError('too_many_requests', undefined, undefined, feedbackSubmitLimits.windowMs / 1000);
    }
    return { ticketId: outcome.id, status: 'open', createdAt: outcome.createdAt.toISOString() };
  }

  async listOfMember(
    memberId: string,
    query: { page: number; pageSize: number },
  ): Promise<FeedbackListResponse> {
    const { rows, total } = await this.repository.listOfMember(
      memberId,
      query.pageSize,
      (query.page - 1) * query.pageSize,
    );
    return { items: rows.map(ticketSummaryOf), total, page: query.page, pageSize: query.pageSize };
  }

  /** A member's own ticket with the staff's answers; someone else's (or none) is not_found. */
  async detailOfMember(memberId: string, ticketId: string): Promise<FeedbackDetailResponse> {
    const row = uuidPattern.test(ticketId) ? await this.repository.find(ticketId) : undefined;
    if (!row || row.member_id !== memberId) throw new AppError('not_found');
    const answers = await this.repository.answersOf(row.id, feedbackLimits.answersPerTicket);
    return {
      ...ticketSummaryOf(row),
      answers: answers.map((answer) => ({
        id: answer.id,
        body: answer.body,
        answeredAt: answer.created_at.toISOString(),
      })),
    };
  }
}
