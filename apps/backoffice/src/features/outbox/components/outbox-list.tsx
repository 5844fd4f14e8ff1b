import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '../../../components/badge';
import { DateTime } from '../../../components/date-time';
import { FilterForm, FilterInput, FilterSelect, FilterSubmit } from '../../../components/filter-form';
import { PagedSection } from '../../../components/paged-section';
import { QueryStates } from '../../../components/query-states';
import { type OutboxChannel, type OutboxMessage, outboxChannels } from '../../../lib/admin-types';
import { useDraft } from '../../../lib/use-draft';
import { useUrlFilter } from '../../../lib/use-url-filter';
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

function OutboxFilterForm({
  filter,
  onFilter,
}: {
  filter: OutboxFilter;
  onFilter: (next: Partial<OutboxFilter>) => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useDraft<{ channel: OutboxChannel | ''; recipient: string }>({
    channel: filter.channel ?? '',
    recipient: filter.recipient,
  });
  return (
    <FilterForm
      testId="outbox-filter-form"
      layout="sm:grid-cols-[12rem_1fr_auto] sm:items-end"
      onApply={() => onFilter({ channel: draft.channel || null, recipient: draft.recipient.trim(), page: 1 })}
    >
      <FilterSelect
        label={t('outbox.filters.channel')}
        testId="outbox-filter-channel"
        value={draft.channel}
        onValueChange={(channel) => setDraft({ channel })}
        anyLabel={t('outbox.filters.anyChannel')}
        options={outboxChannels}
        optionLabel={(channel) => t(`outbox.channels.${channel}`)}
      />
      <FilterInput
        label={t('outbox.filters.recipient')}
        testId="outbox-filter-recipient"
        placeholder={t('outbox.filters.recipientPlaceholder')}
        maxLength={maximumRecipientLength}
        value={draft.recipient}
        onValueChange={(recipient) => setDraft({ recipient })}
      />
      <FilterSubmit testId="outbox-filter-submit">{t('outbox.filters.submit')}</FilterSubmit>
    </FilterForm>
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
  const [filter, update] = useUrlFilter(parseOutboxFilter, outboxFilterParams);
  const result = useOutbox(filter);
  return (
    <div className="flex flex-col gap-4">
      <OutboxFilterForm filter={filter} onFilter={update} />
      <QueryStates
        query={result}
        isEmpty={(data) => data.messages.length === 0}
        empty={{
          title: t('outbox.empty.title'),
          body: filter.channel || filter.recipient ? t('outbox.empty.filtered') : t('outbox.empty.none'),
        }}
      >
        {(data) => (
          <PagedSection
            label={t('outbox.results')}
            busy={result.isFetching}
            pageInfo={data.pageInfo}
            onPageChange={update}
          >
            <ul data-testid="outbox-list" className="flex flex-col gap-3">
              {data.messages.map((message) => (
                <MessageCard key={message.id} message={message} />
              ))}
            </ul>
          </PagedSection>
        )}
      </QueryStates>
    </div>
  );
}
