import type { MessageListItem } from '@gaming/contracts/platform-messages';
import { CheckIcon, MailIcon } from '@gaming/ui/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../components/button-styles';
import { EmptyState } from '../../../components/empty-state';
import { FormAlert } from '../../../components/form-alert';
import { PageNav } from '../../../components/page-nav';
import { ListSkeleton, ReportStates } from '../../../components/report-states';
import { Spinner } from '../../../components/spinner';
import type { TimePrecision } from '../../../lib/brand-time';
import { useMarkAllMessagesRead } from '../api/change-messages';
import { messagesPageSize, useMessages } from '../api/get-messages';
import { MessageReader } from './message-reader';

function MessageRow({
  message,
  formatTime,
  onOpen,
}: {
  message: MessageListItem;
  formatTime: (iso: string, precision?: TimePrecision) => string;
  onOpen: () => void;
}) {
  const { t } = useTranslation('content');
  const unread = message.readAt === null;
  return (
    <li>
      <button
        type="button"
        data-testid="message-row"
        data-message-id={message.id}
        data-unread={unread}
        onClick={onOpen}
        className={`flex w-full items-start gap-3 rounded-xl border p-4 text-start hover:bg-surface-2 ${
          unread ? 'border-accent/40 bg-surface' : 'border-border bg-surface'
        }`}
      >
        <span
          className={`mt-1.5 size-2.5 shrink-0 rounded-full ${unread ? 'bg-danger' : 'bg-transparent'}`}
          aria-hidden="true"
        />
        <span className="flex min-w-0 flex-1 flex-col gap-1">
          <span className="flex items-baseline justify-between gap-3">
            <span
              data-testid="message-title"
              className={`min-w-0 truncate ${unread ? 'font-bold' : 'font-medium text-muted'}`}
            >
              {message.title}
            </span>
            <span className="shrink-0 text-xs text-muted tabular-nums">
              {formatTime(message.sentAt, 'minute')}
            </span>
          </span>
          {message.kind === 'feedback' ? (
            <span
              data-testid="message-kind-feedback"
              className="self-start rounded-full bg-info-surface px-2 py-0.5 text-[0.7rem] font-semibold"
            >
              {t('messages.feedbackAnswer')}
            </span>
          ) : null}
          {message.preview ? (
            <span className="line-clamp-2 text-sm break-words text-muted">{message.preview}</span>
          ) : null}
          <span className="sr-only">{unread ? t('messages.unread') : t('messages.read')}</span>
        </span>
      </button>
    </li>
  );
}

/**
 * Platform messages (spec §2 messageV2, and the agent centre's messages): the inbox newest first, paged;
 * a message opens in a dialog, which marks it read; mark all read; delete with a confirmation.
 */
export function MessageInbox({
  formatTime,
}: {
  formatTime: (iso: string, precision?: TimePrecision) => string;
}) {
  const { t } = useTranslation('content');
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<string | null>(null);
  const messages = useMessages(page);
  const markAll = useMarkAllMessagesRead();
  const unreadCount = messages.data?.unreadCount ?? 0;
  return (
    <div className="flex flex-col gap-4" data-testid="message-inbox">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted" data-testid="message-unread-summary" aria-live="polite">
          {unreadCount > 0 ? t('messages.unreadSummary', { count: unreadCount }) : t('messages.allRead')}
        </p>
        <button
          type="button"
          data-testid="messages-mark-all-read"
          disabled={unreadCount === 0 || markAll.isPending}
          onClick={() => markAll.mutate(undefined)}
          className={`${buttonStyles.secondary} ${buttonStyles.small}`}
        >
          {markAll.isPending ? <Spinner className="size-3.5" /> : <CheckIcon className="size-3.5" />}
          {t('messages.markAllRead')}
        </button>
      </div>
      {markAll.error ? <FormAlert error={markAll.error} testId="messages-mark-error" /> : null}
      <ReportStates
        query={messages}
        rangeProblem={null}
        testIdPrefix="messages"
        placeholder={<ListSkeleton testId="messages-loading" />}
      >
        {(data) =>
          data.items.length === 0 ? (
            <div data-testid="messages-empty">
              <EmptyState
                icon={<MailIcon className="size-6" />}
                title={t('messages.emptyTitle')}
                body={t('messages.emptyBody')}
              />
            </div>
          ) : (
            <>
              <ul className="flex flex-col gap-2" data-testid="message-list">
                {data.items.map((message) => (
                  <MessageRow
                    key={message.id}
                    message={message}
                    formatTime={formatTime}
                    onOpen={() => setOpenId(message.id)}
                  />
                ))}
              </ul>
              {data.total > messagesPageSize ? (
                <PageNav
                  label={t('messages.paging')}
                  page={page}
                  pageCount={Math.max(1, Math.ceil(data.total / messagesPageSize))}
                  total={data.total}
                  onPage={setPage}
                  testId="messages"
                />
              ) : null}
            </>
          )
        }
      </ReportStates>
      <MessageReader messageId={openId} onClose={() => setOpenId(null)} formatTime={formatTime} />
    </div>
  );
}
