import type { FeedbackStatus, FeedbackTicketSummary } from '@gaming/contracts/feedback';
import { ChevronDownIcon, ThumbIcon } from '@gaming/ui/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { PageNav } from '../../../components/page-nav';
import { ListSkeleton, ReportStates } from '../../../components/report-states';
import { Skeleton } from '../../../components/skeleton';
import type { TimePrecision } from '../../../lib/brand-time';
import { ticketsPageSize, useTicket, useTickets } from '../api/get-tickets';

const statusTone: Record<FeedbackStatus, string> = {
  open: 'bg-info-surface',
  assigned: 'bg-warning-surface',
  answered: 'bg-accent/15 text-accent-text',
  closed: 'bg-surface-3 text-muted',
};

function TicketAnswers({
  ticketId,
  formatTime,
}: {
  ticketId: string;
  formatTime: (iso: string, precision?: TimePrecision) => string;
}) {
  const { t } = useTranslation('content');
  const ticket = useTicket(ticketId);
  if (ticket.isError)
    return <ErrorState compact error={ticket.error} onRetry={() => void ticket.refetch()} />;
  if (!ticket.data) return <Skeleton className="h-12" />;
  if (ticket.data.answers.length === 0) {
    return (
      <p className="text-sm text-muted" data-testid="ticket-no-answer">
        {t('tickets.noAnswer')}
      </p>
    );
  }
  return (
    <ol className="flex flex-col gap-2" data-testid="ticket-answers">
      {ticket.data.answers.map((answer) => (
        <li
          key={answer.id}
          data-testid="ticket-answer"
          className="rounded-md border border-border bg-surface-2 p-3 text-sm"
        >
          <p className="mb-1 text-xs font-semibold text-muted">
            {t('tickets.answeredAt', { time: formatTime(answer.answeredAt, 'minute') })}
          </p>
          {/* Plain text from staff: shown as text, never as HTML. */}
          <p className="break-words whitespace-pre-line">{answer.body}</p>
        </li>
      ))}
    </ol>
  );
}

function TicketRow({
  ticket,
  open,
  onToggle,
  formatTime,
}: {
  ticket: FeedbackTicketSummary;
  open: boolean;
  onToggle: () => void;
  formatTime: (iso: string, precision?: TimePrecision) => string;
}) {
  const { t } = useTranslation('content');
  return (
    <li
      data-testid="ticket-row"
      data-ticket-id={ticket.id}
      data-status={ticket.status}
      className="rounded-xl border border-border bg-surface"
    >
      <button
        type="button"
        aria-expanded={open}
        onClick={onToggle}
        className="flex w-full items-start gap-3 p-4 text-start"
      >
        <span className="flex min-w-0 flex-1 flex-col gap-1">
          <span className="flex flex-wrap items-center gap-2 text-xs">
            <span className="font-semibold">{t(`feedback.types.${ticket.type}`)}</span>
            <span
              data-testid="ticket-status"
              className={`rounded-full px-2 py-0.5 font-semibold ${statusTone[ticket.status]}`}
            >
              {t(`tickets.statuses.${ticket.status}`)}
            </span>
            {ticket.answerCount > 0 ? (
              <span className="text-muted">{t('tickets.answers', { count: ticket.answerCount })}</span>
            ) : null}
            <span className="ms-auto text-muted tabular-nums">{formatTime(ticket.createdAt, 'minute')}</span>
          </span>
          <span className={`text-sm break-words ${open ? '' : 'line-clamp-2'}`} data-testid="ticket-content">
            {ticket.content}
          </span>
        </span>
        <ChevronDownIcon className={`mt-0.5 size-4 shrink-0 text-muted ${open ? 'rotate-180' : ''}`} />
      </button>
      {open ? (
        <div className="border-t border-border p-4">
          <TicketAnswers ticketId={ticket.id} formatTime={formatTime} />
        </div>
      ) : null}
    </li>
  );
}

/** Feedback and complaints (spec §2): the member's tickets, newest first, each with the staff's answers. */
export function FeedbackTickets({
  formatTime,
}: {
  formatTime: (iso: string, precision?: TimePrecision) => string;
}) {
  const { t } = useTranslation('content');
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<string | null>(null);
  const tickets = useTickets(page, { enabled: true });
  return (
    <div data-testid="feedback-tickets" className="flex flex-col gap-3">
      <ReportStates
        query={tickets}
        rangeProblem={null}
        testIdPrefix="tickets"
        placeholder={<ListSkeleton testId="tickets-loading" />}
      >
        {(data) =>
          data.items.length === 0 ? (
            <div data-testid="tickets-empty">
              <EmptyState
                icon={<ThumbIcon className="size-6" />}
                title={t('tickets.emptyTitle')}
                body={t('tickets.emptyBody')}
              />
            </div>
          ) : (
            <>
              <ul className="flex flex-col gap-2" data-testid="ticket-list">
                {data.items.map((ticket) => (
                  <TicketRow
                    key={ticket.id}
                    ticket={ticket}
                    open={openId === ticket.id}
                    onToggle={() => setOpenId((current) => (current === ticket.id ? null : ticket.id))}
                    formatTime={formatTime}
                  />
                ))}
              </ul>
              {data.total > ticketsPageSize ? (
                <PageNav
                  label={t('tickets.paging')}
                  page={page}
                  pageCount={Math.max(1, Math.ceil(data.total / ticketsPageSize))}
                  total={data.total}
                  onPage={setPage}
                  testId="tickets"
                />
              ) : null}
            </>
          )
        }
      </ReportStates>
    </div>
  );
}
