import type { AdminLiveStream } from '@gaming/contracts/live-streams';
import { LiveIcon, PlusIcon } from '@gaming/ui/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '../../../components/badge';
import { buttonStyles } from '../../../components/button-styles';
import { DateTime } from '../../../components/date-time';
import { FormError } from '../../../components/form-error';
import { QueryStates } from '../../../components/query-states';
import { useBrandTime } from '../../../lib/use-brand-time';
import { useDeleteStream, useStreams } from '../api/streams';
import { type StreamState, streamState } from '../lib/stream-form';
import { StreamDialog } from './stream-dialog';

const stateTone: Record<StreamState, BadgeTone> = {
  live: 'success',
  scheduled: 'info',
  ended: 'neutral',
  disabled: 'danger',
};

function StreamRow({ stream, onEdit }: { stream: AdminLiveStream; onEdit: () => void }) {
  const { t, i18n } = useTranslation();
  const remove = useDeleteStream();
  const state = streamState(stream, Date.now());
  const title = (i18n.language.startsWith('ne') && stream.titles.NE) || stream.titles.EN || '';
  return (
    <li
      data-testid="stream-row"
      data-stream-id={stream.id}
      className="flex flex-col gap-3 rounded-lg border border-border bg-surface p-3 sm:flex-row sm:items-center"
    >
      {stream.coverUrl ? (
        <img
          src={stream.coverUrl}
          alt=""
          className="aspect-video w-full shrink-0 rounded-md border border-border bg-surface-2 object-cover sm:w-32"
        />
      ) : (
        <span className="hidden aspect-video w-32 shrink-0 place-items-center rounded-md bg-surface-2 text-muted sm:grid">
          <LiveIcon />
        </span>
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <span className="flex flex-wrap items-center gap-2">
          <span className="font-semibold break-words" data-testid="stream-row-title">
            {title}
          </span>
          <Badge tone={stateTone[state]} value={state} testId="stream-state">
            {t(`streams.states.${state}`)}
          </Badge>
          <span className="text-xs text-muted">{t(`streams.categories.${stream.category}`)}</span>
        </span>
        <span className="text-xs break-all text-muted" data-testid="stream-row-url">
          {stream.streamUrl}
        </span>
        <span className="flex flex-wrap gap-x-2 text-xs">
          <span>{t('streams.orderValue', { order: stream.sortOrder })}</span>
          <DateTime value={stream.startsAt} emptyText={t('streams.noStart')} />
          <span aria-hidden="true">→</span>
          <DateTime value={stream.endsAt} emptyText={t('streams.noEnd')} />
        </span>
        {remove.isError ? <FormError error={remove.error} testId="stream-delete-error" /> : null}
      </div>
      <div className="flex shrink-0 flex-wrap items-center gap-1">
        <button
          type="button"
          className={`${buttonStyles.secondary} ${buttonStyles.small}`}
          data-testid="stream-edit"
          onClick={onEdit}
        >
          {t('streams.edit')}
        </button>
        <button
          type="button"
          className={`${buttonStyles.danger} ${buttonStyles.small}`}
          data-testid="stream-delete"
          disabled={remove.isPending}
          onClick={() => {
            if (window.confirm(t('streams.confirmDelete', { title }))) remove.mutate(stream.id);
          }}
        >
          {t('streams.delete')}
        </button>
      </div>
    </li>
  );
}

/** The player site's live streams: every source with its state, URL and schedule; create, edit, delete. */
export function StreamManager() {
  const { t } = useTranslation();
  const brandTime = useBrandTime();
  const [editing, setEditing] = useState<AdminLiveStream | 'new' | null>(null);
  const streams = useStreams();
  return (
    <div className="flex flex-col gap-4">
      <button
        type="button"
        className={`${buttonStyles.primary} self-start`}
        data-testid="stream-create"
        onClick={() => setEditing('new')}
      >
        <PlusIcon className="size-4" />
        {t('streams.create')}
      </button>
      <QueryStates
        query={streams}
        staleError="error"
        isEmpty={(data) => data.streams.length === 0}
        empty={{ title: t('streams.empty') }}
      >
        {(data) => (
          <ol className="flex flex-col gap-2" data-testid="stream-list">
            {data.streams.map((stream) => (
              <StreamRow key={stream.id} stream={stream} onEdit={() => setEditing(stream)} />
            ))}
          </ol>
        )}
      </QueryStates>
      {editing && brandTime.offsetMinutes !== undefined ? (
        <StreamDialog
          stream={editing === 'new' ? null : editing}
          offsetMinutes={brandTime.offsetMinutes}
          zone={brandTime.label}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </div>
  );
}
