import type { Announcement, AnnouncementExecution, AnnouncementType } from '@gaming/contracts/announcements';
import { ChevronRightIcon } from '@gaming/ui/icons';
import DOMPurify from 'dompurify';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { Modal } from '../../../components/modal';
import { PageNav } from '../../../components/page-nav';
import { Skeleton } from '../../../components/skeleton';
import { useLanguageStore } from '../../../i18n/i18n';
import { formatBrandIso } from '../../../lib/brand-time';
import { useSiteSettings } from '../../system/api/get-site-settings';
import { useAnnouncements } from '../api/get-announcements';

const titleKeys: Record<AnnouncementType, string> = {
  marquee: 'notices.noticesTitle',
  announcement: 'notices.announcementsTitle',
  popup: 'notices.popupsTitle',
};

/** Spec §3: times show as yyyy-MM-dd hh:mm:ss, on the brand's clock like every other time of the site. */
function useNoticeTime(): (iso: string) => string {
  const offsetMinutes = useSiteSettings().data?.brand.gmtOffsetMinutes ?? 0;
  return (iso) => formatBrandIso(iso, offsetMinutes);
}

function TitleList({
  items,
  selectedId,
  onSelect,
}: {
  items: Announcement[];
  selectedId: string | null;
  onSelect: (id: string) => void;
}) {
  const noticeTime = useNoticeTime();
  return (
    <ul className="flex flex-col gap-1" data-testid="announcement-list">
      {items.map((item) => {
        const selected = item.id === selectedId;
        return (
          <li key={item.id}>
            <button
              type="button"
              data-testid="announcement-title"
              data-announcement-id={item.id}
              aria-expanded={selected}
              aria-controls="announcement-detail"
              onClick={() => onSelect(item.id)}
              className={`flex w-full items-center gap-2 rounded-md px-3 py-2 text-start ${
                selected ? 'bg-surface-3 text-text' : 'text-muted hover:bg-surface-2 hover:text-text'
              }`}
            >
              <span className="min-w-0 flex-1">
                <span className="line-clamp-2 font-semibold">{item.title}</span>
                <span className="block text-xs text-muted tabular-nums">{noticeTime(item.time)}</span>
              </span>
              <ChevronRightIcon
                className={`size-4 shrink-0 transition-transform rtl:rotate-180 ${selected ? 'rotate-90 rtl:rotate-90' : ''}`}
              />
            </button>
          </li>
        );
      })}
    </ul>
  );
}

function Detail({ item }: { item: Announcement | undefined }) {
  const { t } = useTranslation();
  const noticeTime = useNoticeTime();
  const heading = useRef<HTMLHeadingElement>(null);
  // On a phone the detail sits below the list: bring it into view when a title is chosen.
  useEffect(() => {
    if (item && window.matchMedia('(max-width: 39.99rem)').matches)
      heading.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }, [item]);
  if (!item) {
    return (
      <p
        className="grid h-full min-h-32 place-items-center text-center text-muted"
        data-testid="announcement-placeholder"
      >
        {t('notices.choose')}
      </p>
    );
  }
  return (
    <article className="flex flex-col gap-2" data-testid="announcement-detail-body">
      <h3 ref={heading} className="text-base font-bold" data-testid="announcement-detail-title">
        {item.title}
      </h3>
      <p className="text-xs text-muted tabular-nums">{noticeTime(item.time)}</p>
      <div
        className="rich-text break-words"
        data-testid="announcement-content"
        // Sanitised on the server; DOMPurify is the second guard before it reaches the DOM.
        // biome-ignore lint/security/noDangerouslySetInnerHtml: staff-written HTML, sanitised twice.
        dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(item.content) }}
      />
    </article>
  );
}

/**
 * The announcement popup and the notice popup of spec §2: a paged list of titles (9 per page) on the
 * left, the chosen one's HTML on the right; choosing the open title again closes it. The notice popup
 * opens on the notice clicked in the marquee.
 */
export default function AnnouncementPopup({
  type,
  initialId = null,
  initialPage = 1,
  execution = 'B',
  onClose,
}: {
  type: AnnouncementType;
  initialId?: string | null;
  initialPage?: number;
  /** Whose popups (type popup only): the same audience the popup was opened for. */
  execution?: AnnouncementExecution;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const language = useLanguageStore((state) => state.code);
  const [page, setPage] = useState(initialPage);
  const [selectedId, setSelectedId] = useState<string | null>(initialId);
  const announcements = useAnnouncements(type, language, page, execution);
  const items = announcements.data?.content ?? [];
  const selected = items.find((item) => item.id === selectedId);
  const title = t(titleKeys[type]);
  return (
    <Modal
      open
      wide
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      testId="announcement-popup"
      title={title}
    >
      {announcements.isPending ? (
        <div className="flex flex-col gap-2">
          <Skeleton className="h-12" />
          <Skeleton className="h-12" />
          <Skeleton className="h-12" />
        </div>
      ) : announcements.isError ? (
        <ErrorState compact error={announcements.error} onRetry={() => void announcements.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState title={t('notices.empty')} />
      ) : (
        <div className="grid gap-4 sm:grid-cols-[minmax(0,18rem)_minmax(0,1fr)]">
          <div className="flex min-w-0 flex-col gap-3">
            <TitleList
              items={items}
              selectedId={selectedId}
              onSelect={(id) => setSelectedId((current) => (current === id ? null : id))}
            />
            {(announcements.data?.totalPages ?? 0) > 1 ? (
              <PageNav
                label={t('notices.pagesLabel', { title })}
                page={page}
                pageCount={announcements.data?.totalPages ?? 1}
                total={announcements.data?.total ?? 0}
                onPage={setPage}
                testId="announcement-pages"
              />
            ) : null}
          </div>
          <section
            id="announcement-detail"
            aria-live="polite"
            data-testid="announcement-detail"
            className="min-w-0 rounded-lg border border-border bg-surface p-4 sm:max-h-[60dvh] sm:overflow-y-auto"
          >
            <Detail item={selected} />
          </section>
        </div>
      )}
    </Modal>
  );
}
