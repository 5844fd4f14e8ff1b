import {
  type AdminFeedbackTicket,
  type FeedbackStatus,
  type FeedbackType,
  feedbackStatuses,
  feedbackTypes,
} from '@gaming/contracts/feedback';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type DataColumn, DataTable } from '../../../components/data-table';
import { DateTime } from '../../../components/date-time';
import { FilterForm, FilterSelect, FilterSubmit } from '../../../components/filter-form';
import { PagedSection } from '../../../components/paged-section';
import { QueryStates } from '../../../components/query-states';
import { defaultPageSize } from '../../../lib/paging';
import { useDraft } from '../../../lib/use-draft';
import { type FeedbackFilter, useFeedbackAssignees, useFeedbackQueue } from '../api/feedback';
import { FeedbackStatusBadge } from './feedback-status-badge';

const typeValues = feedbackTypes.map(String) as readonly string[];

function QueueFilter({
  filter,
  onFilter,
}: {
  filter: FeedbackFilter;
  onFilter: (next: Partial<FeedbackFilter>) => void;
}) {
  const { t } = useTranslation();
  const assignees = useFeedbackAssignees().data?.staff ?? [];
  const [draft, setDraft] = useDraft({
    status: filter.status,
    type: filter.type === '' ? '' : String(filter.type),
    assignee: filter.assignee,
  });
  const assigneeOptions = ['me', 'none', ...assignees.map((staff) => staff.id)];
  return (
    <FilterForm
      label={t('feedback.filters')}
      layout="sm:grid-cols-2 lg:grid-cols-[minmax(0,12rem)_minmax(0,14rem)_minmax(0,14rem)_max-content] lg:items-end"
      onApply={() =>
        onFilter({
          status: draft.status,
          type: draft.type === '' ? '' : (Number(draft.type) as FeedbackType),
          assignee: draft.assignee,
          page: 1,
        })
      }
    >
      <FilterSelect<FeedbackStatus>
        label={t('feedback.fields.status')}
        testId="feedback-filter-status"
        value={draft.status}
        onValueChange={(status) => setDraft({ status })}
        anyLabel={t('feedback.allStatuses')}
        options={feedbackStatuses}
        optionLabel={(status) => t(`feedback.statuses.${status}`)}
      />
      <FilterSelect<string>
        label={t('feedback.fields.type')}
        testId="feedback-filter-type"
        value={draft.type}
        onValueChange={(type) => setDraft({ type })}
        anyLabel={t('feedback.allTypes')}
        options={typeValues}
        optionLabel={(type) => t(`feedback.types.${type}`)}
      />
      <FilterSelect<string>
        label={t('feedback.fields.assignee')}
        testId="feedback-filter-assignee"
        value={draft.assignee}
        onValueChange={(assignee) => setDraft({ assignee })}
        anyLabel={t('feedback.anyAssignee')}
        options={assigneeOptions}
        optionLabel={(value) =>
          value === 'me'
            ? t('feedback.assignedToMe')
            : value === 'none'
              ? t('feedback.unassigned')
              : (assignees.find((staff) => staff.id === value)?.displayName ?? value)
        }
      />
      <FilterSubmit testId="feedback-filter-submit">{t('feedback.apply')}</FilterSubmit>
    </FilterForm>
  );
}

/** Who sent it: the member's account, or the guest's name and contact. */
export function senderText(t: TFunction, ticket: AdminFeedbackTicket): string {
  if (ticket.username) return ticket.username;
  const name = ticket.sender?.trim() || t('feedback.guest');
  return ticket.contact ? `${name} · ${ticket.contact}` : name;
}

function columns(t: TFunction): DataColumn<AdminFeedbackTicket>[] {
  return [
    { header: t('feedback.fields.createdAt'), cell: (row) => <DateTime value={row.createdAt} /> },
    { header: t('feedback.fields.type'), cell: (row) => t(`feedback.types.${row.type}`) },
    {
      header: t('feedback.fields.sender'),
      className: 'max-w-[14rem] break-words',
      cell: (row) => (
        <span className="flex flex-col items-end md:items-start">
          <span className="font-semibold">{senderText(t, row)}</span>
          <span className="text-xs text-muted">
            {row.memberId ? t('feedback.member') : t('feedback.guest')}
          </span>
        </span>
      ),
    },
    {
      header: t('feedback.fields.content'),
      className: 'max-w-sm break-words',
      cell: (row) => <span className="line-clamp-3">{row.content}</span>,
    },
    { header: t('feedback.fields.status'), cell: (row) => <FeedbackStatusBadge status={row.status} /> },
    {
      header: t('feedback.fields.assignee'),
      cell: (row) => row.assignee?.username ?? <span className="text-muted">{t('feedback.unassigned')}</span>,
    },
    {
      header: t('feedback.actions'),
      hideHeader: true,
      kind: 'wide',
      cell: (row) => (
        <Link
          to={`/feedback/${row.id}`}
          className="font-semibold text-accent-text underline-offset-2 hover:underline"
          data-testid="feedback-open"
        >
          {t('feedback.open')}
        </Link>
      ),
    },
  ];
}

/** The feedback and complaints queue, newest first, open tickets by default; a ticket opens its page. */
export function FeedbackQueue() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<FeedbackFilter>({
    status: 'open',
    type: '',
    assignee: '',
    page: 1,
    pageSize: defaultPageSize,
  });
  const queue = useFeedbackQueue(filter);
  const onFilter = (next: Partial<FeedbackFilter>) => setFilter((now) => ({ ...now, ...next }));
  return (
    <div className="flex flex-col gap-3">
      <QueueFilter filter={filter} onFilter={onFilter} />
      <QueryStates
        query={queue}
        isEmpty={(data) => data.items.length === 0}
        empty={{ title: t('feedback.empty') }}
      >
        {(data) => (
          <PagedSection
            label={t('feedback.caption')}
            busy={queue.isFetching}
            pageInfo={data}
            onPageChange={onFilter}
          >
            <DataTable
              testId="feedback-table"
              caption={t('feedback.caption')}
              columns={columns(t)}
              rows={data.items}
              rowKey={(row) => row.id}
              rowTestId="feedback-row"
              rowAttributes={(row) => ({ 'data-ticket-id': row.id, 'data-status': row.status })}
            />
          </PagedSection>
        )}
      </QueryStates>
    </div>
  );
}
