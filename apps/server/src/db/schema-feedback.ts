/** Tables of feedback and complaints (kysely types); 0041_feedback.sql; modules/feedback owns this file. */
import type { FeedbackDelivery, FeedbackStatus } from '@gaming/contracts/feedback';
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface FeedbackTicketsTable {
  id: Generated<string>;
  /** bigint: read back as a decimal string; null for a guest. */
  member_id: string | null;
  type: number;
  content: string;
  sender: string | null;
  contact: string | null;
  ip: string;
  status: ColumnType<FeedbackStatus, FeedbackStatus | undefined, FeedbackStatus>;
  assignee_staff_id: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  closed_at: NullableTimestamp;
}

export interface FeedbackAnswersTable {
  id: Generated<string>;
  ticket_id: string;
  staff_id: string;
  body: string;
  delivery: FeedbackDelivery;
  message_id: string | null;
  created_at: Timestamp;
}

export interface FeedbackDatabase {
  feedback_tickets: FeedbackTicketsTable;
  feedback_answers: FeedbackAnswersTable;
}
