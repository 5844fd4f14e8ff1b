import { SearchIcon } from '@gaming/ui/icons';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Badge, type BadgeTone } from '../../../components/badge';
import { buttonStyles, inputStyles } from '../../../components/button-styles';
import { DateTime } from '../../../components/date-time';
import { Pager } from '../../../components/pager';
import { QueryStates } from '../../../components/query-states';
import { type OutboxChannel, type OutboxMessage, outboxChannels } from '../../../lib/admin-types';
import { useOutbox } from '../api/get-outbox';
import {
  maximumRecipientLength,
  type OutboxFilter,
  outboxFilterParams,
  parseOutboxFilter,
} from '../lib/outbox-params';

const statusTones: Record<OutboxMessage['status'], BadgeTone> = {
  queued: 'neutral',
  sent: 'success',
  failed: 'danger',
  outbox: 'info',
};

function FilterForm({
  filter,
  onFilter,
}: {
  filter: OutboxFilter;
  onFilter: (next: Partial<OutboxFilter>) => void;
}) {
  const { t } = useTranslation();
  const [channel, setChannel] = useState<OutboxChannel | ''>(filter.channel ?? '');
  const [recipient, setRecipient] = useState(filter.recipient);
  useEffect(() => {
    setChannel(filter.channel ?? '');
    setRecipient(filter.recipient);
  }, [filter.channel, filter.recipient]);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onFilter({ channel: channel || null, recipient: recipient.trim(), page: 1 });
  };
  return (
    <search>
      <form
        data-testid="outbox-filter-form"
        onSubmit={onSubmit}
        className="grid gap-3 rounded-lg border border-border bg-surface p-3 sm:grid-cols-[12rem_1fr_auto] sm:items-end"
      >
        <label className="flex flex-col gap-1.5">
          <span className="font-semibold">{t('outbox.filters.channel')}</span>
          <select
            data-testid="outbox-filter-channel"
            className={inputStyles}
            value={channel}
            onChange={(event) => setChannel(event.target.value as OutboxChannel | '')}
          >
            <option value="">{t('outbox.filters.anyChannel')}</option>
            {outboxChannels.map((option) => (
              <option key={option} value={option}>
                {t(`outbox.channels.${option}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="flex min-w-0 flex-col gap-1.5">
          <span className="font-semibold">{t('outbox.filters.recipient')}</span>
          <input
            type="search"
            data-testid="outbox-filter-recipient"
            className={inputStyles}
            placeholder={t('outbox.filters.recipientPlaceholder')}
            maxLength={maximumRecipientLength}
            autoCapitalize="none"
            spellCheck={false}
            value={recipient}
            onChange={(event) => setRecipient(event.target.value)}
          />
        </label>
        <button type="submit" data-testid="outbox-filter-submit" className={buttonStyles.primary}>
          <SearchIcon className="size-4" />
          {t('outbox.filters.submit')}
        </button>
      </form>
    </search>
  );
}

function MessageCard({ message }: { message: OutboxMessage }) {
  const { t } = useTranslation();
  return (
    <li
      data-testid="outbox-message"
      data-message-id={message.id}
      data-channel={message.channel}
      className="rounded-lg border border-border bg-surface p-4"
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Badge tone="neutral">{t(`outbox.channels.${message.channel}`)}</Badge>
        <span data-testid="outbox-recipient" className="min-w-0 font-semibold break-all">
          {message.recipient}
        </span>
        <Badge tone={statusTones[message.status]}>{t(`outbox.statuses.${message.status}`)}</Badge>
        <span className="ms-auto text-muted">
          <DateTime value={message.createdAt} />
        </span>
      </div>
      {message.subject ? (
        <h2 data-testid="outbox-subject" className="mt-2 font-semibold break-words">
          {message.subject}
        </h2>
      ) : null}
      <pre
        data-testid="outbox-body"
        className="mt-2 max-h-80 overflow-y-auto rounded-md bg-surface-2 p-3 font-sans text-sm break-words whitespace-pre-wrap"
      >
        {message.body}
      </pre>
    </li>
  );
}

/** Mails and SMS the platform sent (or kept in the dev outbox), newest first, filterable and paged. */
export function OutboxList() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filter = parseOutboxFilter(params);
  const result = useOutbox(filter);
  const update = (next: Partial<OutboxFilter>) => setParams(outboxFilterParams({ ...filter, ...next }));
  return (
    <div className="flex flex-col gap-4">
      <FilterForm filter={filter} onFilter={update} />
      <QueryStates
        query={result}
        isEmpty={(data) => data.messages.length === 0}
        empty={{
          title: t('outbox.empty.title'),
          body: filter.channel || filter.recipient ? t('outbox.empty.filtered') : t('outbox.empty.none'),
        }}
      >
        {(data) => (
          <section aria-label={t('outbox.results')} aria-busy={result.isFetching}>
            <ul data-testid="outbox-list" className="flex flex-col gap-3">
              {data.messages.map((message) => (
                <MessageCard key={message.id} message={message} />
              ))}
            </ul>
            <Pager
              pageInfo={data.pageInfo}
              disabled={result.isFetching}
              onPageChange={(page) => update({ page })}
              onPageSizeChange={(pageSize) => update({ pageSize, page: 1 })}
            />
          </section>
        )}
      </QueryStates>
    </div>
  );
}
