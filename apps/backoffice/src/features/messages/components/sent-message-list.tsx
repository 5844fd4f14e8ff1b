import {
  type AdminMessage,
  type AdminMessageStatus,
  adminMessageStatusSchema,
} from '@gaming/contracts/platform-messages';
import { PlusIcon } from '@gaming/ui/icons';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge, type BadgeTone } from '../../../components/badge';
import { buttonStyles } from '../../../components/button-styles';
import { type DataColumn, DataTable } from '../../../components/data-table';
import { DateTime } from '../../../components/date-time';
import { Fact, FactList } from '../../../components/fact-list';
import { FilterForm, FilterSelect } from '../../../components/filter-form';
import { FormError } from '../../../components/form-error';
import { Modal } from '../../../components/modal';
import { PagedSection } from '../../../components/paged-section';
import { QueryStates } from '../../../components/query-states';
import { defaultPageSize } from '../../../lib/paging';
import { useBrandTime } from '../../../lib/use-brand-time';
import {
  type MessageFilter,
  useCancelMessage,
  useMessageDetail,
  useSentMessages,
  useVipLevelChoices,
} from '../api/messages';
import { type AudienceWording, audienceText, minuteText, readShare } from '../lib/audience-text';
import { HtmlPreview } from './html-preview';

const statuses = adminMessageStatusSchema.options;
const statusTone: Record<AdminMessageStatus, BadgeTone> = {
  scheduled: 'info',
  sending: 'warning',
  sent: 'success',
  cancelled: 'neutral',
};

function StatusBadge({ status }: { status: AdminMessageStatus }) {
  const { t } = useTranslation();
  return (
    <Badge tone={statusTone[status]} value={status} testId="message-status">
      {t(`messages.statuses.${status}`)}
    </Badge>
  );
}

function useWording(): AudienceWording {
  const { i18n } = useTranslation();
  const brandTime = useBrandTime();
  const levels = useVipLevelChoices().data?.levels ?? [];
  const nepali = i18n.language.startsWith('ne');
  return {
    levelName: (rank) => {
      const level = levels.find((candidate) => candidate.rankLevel === rank);
      return level ? (nepali && level.names.NE) || level.names.EN : String(rank);
    },
    time: (iso) => minuteText(brandTime.format(iso) ?? iso),
  };
}

function columns(
  t: TFunction,
  language: string,
  wording: AudienceWording,
  onOpen: (message: AdminMessage) => void,
): DataColumn<AdminMessage>[] {
  return [
    {
      header: t('messages.fields.title'),
      className: 'max-w-xs break-words',
      cell: (row) => (
        <span className="flex flex-col items-end md:items-start">
          <span className="font-semibold">{row.title}</span>
          {row.kind === 'feedback' ? (
            <span className="text-xs text-muted">{t('messages.kinds.feedback')}</span>
          ) : null}
        </span>
      ),
    },
    {
      header: t('messages.fields.audience'),
      className: 'max-w-xs break-words',
      testId: 'message-audience-cell',
      cell: (row) => audienceText(t, row.audience, wording),
    },
    { header: t('messages.fields.status'), cell: (row) => <StatusBadge status={row.status} /> },
    {
      header: t('messages.fields.sendAt'),
      cell: (row) => <DateTime value={row.sentAt ?? row.sendAt} />,
    },
    {
      header: t('messages.fields.recipients'),
      kind: 'number',
      testId: 'message-recipients',
      cell: (row) => row.recipientCount.toLocaleString(language),
    },
    {
      header: t('messages.fields.read'),
      kind: 'number',
      testId: 'message-read',
      cell: (row) => row.readCount.toLocaleString(language),
    },
    {
      header: t('messages.fields.readShare'),
      kind: 'number',
      testId: 'message-read-share',
      cell: (row) => readShare(row.readCount, row.recipientCount, language) ?? t('states.none'),
    },
    {
      header: t('messages.actions'),
      hideHeader: true,
      kind: 'wide',
      cell: (row) => (
        <button
          type="button"
          className={`${buttonStyles.secondary} ${buttonStyles.small}`}
          data-testid="message-open"
          onClick={() => onOpen(row)}
        >
          {t('messages.view')}
        </button>
      ),
    },
  ];
}

function MessageDetailDialog({
  message,
  canSend,
  wording,
  onClose,
}: {
  message: AdminMessage;
  canSend: boolean;
  wording: AudienceWording;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const detail = useMessageDetail(message.id);
  const cancel = useCancelMessage();
  const [confirming, setConfirming] = useState(false);
  const shown = detail.data?.message ?? message;
  return (
    <Modal
      open
      wide
      onOpenChange={(open) => {
        if (!open && !cancel.isPending) onClose();
      }}
      testId="message-detail-dialog"
      title={shown.title}
    >
      <div className="flex flex-col gap-4">
        <FactList>
          <Fact label={t('messages.fields.status')}>
            <StatusBadge status={shown.status} />
          </Fact>
          <Fact label={t('messages.fields.audience')}>{audienceText(t, shown.audience, wording)}</Fact>
          <Fact label={t('messages.fields.sendAt')}>
            <DateTime value={shown.sentAt ?? shown.sendAt} />
          </Fact>
          <Fact label={t('messages.fields.recipients')}>
            {shown.recipientCount.toLocaleString(i18n.language)}
          </Fact>
          <Fact label={t('messages.fields.read')}>
            {shown.readCount.toLocaleString(i18n.language)}
            {' · '}
            {readShare(shown.readCount, shown.recipientCount, i18n.language) ?? t('states.none')}
          </Fact>
          <Fact label={t('messages.fields.createdBy')}>{shown.createdBy ?? t('states.none')}</Fact>
          <Fact label={t('messages.fields.createdAt')}>
            <DateTime value={shown.createdAt} />
          </Fact>
        </FactList>
        <QueryStates query={detail}>
          {(data) => <HtmlPreview html={data.bodyHtml} testId="message-detail-body" />}
        </QueryStates>
        {cancel.isError ? <FormError error={cancel.error} testId="message-cancel-error" /> : null}
        {confirming ? (
          <p role="alert" className="rounded-md border border-danger/50 bg-danger-surface p-3 text-danger">
            {t('messages.cancelConfirm')}
          </p>
        ) : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button
            type="button"
            className={buttonStyles.secondary}
            onClick={onClose}
            disabled={cancel.isPending}
          >
            {t('actions.close')}
          </button>
          {canSend && shown.status === 'scheduled' ? (
            <button
              type="button"
              className={buttonStyles.danger}
              disabled={cancel.isPending}
              data-testid={confirming ? 'message-cancel-confirm' : 'message-cancel'}
              onClick={() => {
                if (!confirming) return setConfirming(true);
                cancel.mutate(message.id, { onSuccess: () => void detail.refetch() });
                setConfirming(false);
              }}
            >
              {cancel.isPending
                ? t('states.working')
                : confirming
                  ? t('messages.cancelYes')
                  : t('messages.cancel')}
            </button>
          ) : null}
        </div>
      </div>
    </Modal>
  );
}

/** Sent and scheduled messages, newest first: status, recipients, read count and share; open one to see it. */
export function SentMessageList({ canSend }: { canSend: boolean }) {
  const { t, i18n } = useTranslation();
  const wording = useWording();
  const [filter, setFilter] = useState<MessageFilter>({ status: '', page: 1, pageSize: defaultPageSize });
  const [open, setOpen] = useState<AdminMessage | null>(null);
  const messages = useSentMessages(filter);
  const onFilter = (next: Partial<MessageFilter>) => setFilter((now) => ({ ...now, ...next }));
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-end gap-3">
        <FilterForm bare label={t('messages.filters')} layout="grid-cols-1" onApply={() => undefined}>
          <FilterSelect<AdminMessageStatus>
            label={t('messages.fields.status')}
            testId="message-filter-status"
            className="w-48"
            value={filter.status}
            onValueChange={(status) => onFilter({ status, page: 1 })}
            anyLabel={t('messages.allStatuses')}
            options={statuses}
            optionLabel={(status) => t(`messages.statuses.${status}`)}
          />
        </FilterForm>
        {canSend ? (
          <Link
            to="/messages/new"
            className={`${buttonStyles.primary} ms-auto`}
            data-testid="message-compose"
          >
            <PlusIcon className="size-4" />
            {t('messages.compose')}
          </Link>
        ) : null}
      </div>
      <QueryStates
        query={messages}
        isEmpty={(data) => data.messages.length === 0}
        empty={{ title: t('messages.empty') }}
      >
        {(data) => (
          <PagedSection
            label={t('messages.caption')}
            busy={messages.isFetching}
            pageInfo={data}
            onPageChange={onFilter}
          >
            <DataTable
              testId="message-table"
              caption={t('messages.caption')}
              columns={columns(t, i18n.language, wording, setOpen)}
              rows={data.messages}
              rowKey={(row) => row.id}
              rowTestId="message-row"
              rowAttributes={(row) => ({ 'data-message-id': row.id, 'data-status': row.status })}
            />
          </PagedSection>
        )}
      </QueryStates>
      {open ? (
        <MessageDetailDialog
          message={open}
          canSend={canSend}
          wording={wording}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </div>
  );
}
