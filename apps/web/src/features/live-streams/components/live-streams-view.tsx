import type { LiveModel } from '@gaming/contracts/live-streams';
import { LiveIcon } from '@gaming/ui/icons';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { Skeleton } from '../../../components/skeleton';
import { useLanguageStore } from '../../../i18n/i18n';
import { useLiveModels } from '../api/get-live-streams';
import { coverImageUrl, playableStreamUrl } from '../lib/stream-source';

const HlsPlayer = lazy(() => import('./hls-player').then((module) => ({ default: module.HlsPlayer })));

function StreamCard({
  stream,
  selected,
  onSelect,
}: {
  stream: LiveModel;
  selected: boolean;
  onSelect: () => void;
}) {
  const { t } = useTranslation('streams');
  const cover = coverImageUrl(stream.coverUrl);
  return (
    <li>
      <button
        type="button"
        data-testid="stream-card"
        data-stream-id={stream.id}
        aria-pressed={selected}
        onClick={onSelect}
        className={`flex w-full items-center gap-3 rounded-xl border p-2 text-start hover:bg-surface-2 ${
          selected ? 'border-primary bg-surface-2' : 'border-border bg-surface'
        }`}
      >
        {cover ? (
          <img
            src={cover}
            alt=""
            loading="lazy"
            className="aspect-video w-28 shrink-0 rounded-md object-cover"
          />
        ) : (
          <span className="grid aspect-video w-28 shrink-0 place-items-center rounded-md bg-surface-3 text-muted">
            <LiveIcon className="size-6" />
          </span>
        )}
        <span className="flex min-w-0 flex-col gap-1">
          <span data-testid="stream-title" className="line-clamp-2 font-semibold break-words">
            {stream.title}
          </span>
          <span className="text-xs text-muted">{t(`category.${stream.category}`)}</span>
        </span>
      </button>
    </li>
  );
}

/** liveModelList with a player: the chosen stream (or the first) plays; the others are listed beside it. */
export function LiveStreamsView({
  selectedId,
  onSelect,
}: {
  selectedId: string | null;
  onSelect: (id: string) => void;
}) {
  const { t } = useTranslation('streams');
  const language = useLanguageStore((state) => state.code);
  const streams = useLiveModels(language);
  if (streams.isError && !streams.data)
    return <ErrorState error={streams.error} onRetry={() => void streams.refetch()} />;
  if (!streams.data)
    return (
      <div data-testid="streams-loading" className="grid gap-4 lg:grid-cols-[2fr_1fr]">
        <Skeleton className="aspect-video w-full" />
        <Skeleton className="h-40" />
      </div>
    );
  const list = streams.data.content;
  if (list.length === 0)
    return (
      <div data-testid="streams-empty">
        <EmptyState icon={<LiveIcon className="size-6" />} title={t('emptyTitle')} body={t('emptyBody')} />
      </div>
    );
  const current = list.find((stream) => stream.id === selectedId) ?? list[0];
  const source = current ? playableStreamUrl(current.streamUrl) : null;
  return (
    <div className="grid items-start gap-4 lg:grid-cols-[2fr_1fr]">
      <section aria-labelledby="stream-now" className="flex flex-col gap-2">
        <Suspense fallback={<Skeleton className="aspect-video w-full" />}>
          {current && source ? (
            <HlsPlayer key={current.id} src={source} title={current.title} />
          ) : (
            <p role="alert" data-testid="stream-offline" className="text-sm text-danger">
              {t('player.offlineTitle')}
            </p>
          )}
        </Suspense>
        <h2 id="stream-now" data-testid="stream-now-title" className="text-lg font-bold break-words">
          {current?.title}
        </h2>
      </section>
      <section aria-label={t('listLabel')}>
        <ul data-testid="stream-list" className="flex flex-col gap-2">
          {list.map((stream) => (
            <StreamCard
              key={stream.id}
              stream={stream}
              selected={stream.id === current?.id}
              onSelect={() => onSelect(stream.id)}
            />
          ))}
        </ul>
      </section>
    </div>
  );
}
