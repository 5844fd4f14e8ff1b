import type { Notice } from '@gaming/contracts/announcements';
import { announcementsPageSize } from '@gaming/contracts/home-limits';
import { ListIcon, MegaphoneIcon } from '@gaming/ui/icons';
import {
  type CSSProperties,
  lazy,
  type RefObject,
  Suspense,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguageStore } from '../../../i18n/i18n';
import { useAnnouncements } from '../api/get-announcements';
import { useNotices } from '../api/get-notices';

// The popup (its list, paging and HTML rendering) loads on the first click, not with the home page.
const loadPopup = () => import('./announcement-popup');
const AnnouncementPopup = lazy(loadPopup);

/** Scrolling speed: slow enough to read a line in passing. */
const marqueePixelsPerSecond = 50;
const minimumLoopSeconds = 12;

function useReducedMotion(): boolean {
  const [reduced, setReduced] = useState(
    () => typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches,
  );
  useEffect(() => {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)');
    const onChange = () => setReduced(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return reduced;
}

/** One loop lasts as long as one copy of the line takes to pass at the reading speed. */
function useLoopSeconds(copy: RefObject<HTMLUListElement | null>, enabled: boolean): number {
  const [seconds, setSeconds] = useState(minimumLoopSeconds);
  useLayoutEffect(() => {
    const element = copy.current;
    if (!enabled || !element) return;
    const measure = () =>
      setSeconds(Math.max(minimumLoopSeconds, element.scrollWidth / marqueePixelsPerSecond));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [copy, enabled]);
  return seconds;
}

function NoticeLine({
  notices,
  copy = false,
  onOpen,
  listRef,
}: {
  notices: Notice[];
  copy?: boolean;
  onOpen: (index: number) => void;
  listRef?: RefObject<HTMLUListElement | null>;
}) {
  const { t } = useTranslation();
  return (
    <ul
      ref={listRef}
      aria-hidden={copy ? 'true' : undefined}
      className="flex min-w-full shrink-0 items-center gap-10 pe-10"
    >
      {notices.map((notice, index) => (
        <li key={notice.id} className="shrink-0">
          <button
            type="button"
            tabIndex={copy ? -1 : undefined}
            data-testid={copy ? undefined : 'notice-marquee-item'}
            data-notice-id={notice.id}
            aria-label={copy ? undefined : t('notices.open', { title: notice.title })}
            onClick={() => onOpen(index)}
            className="rounded-sm py-1 whitespace-nowrap hover:text-accent-text hover:underline"
          >
            {notice.title}
          </button>
        </li>
      ))}
    </ul>
  );
}

type Opened = { type: 'marquee' | 'announcement'; id: string | null; page: number };

/** The way into the announcement list (spec §2 announcement popup): a count, the word on wider screens. */
function AnnouncementsButton({ total, onOpen }: { total: number; onOpen: () => void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      data-testid="announcements-open"
      data-announcement-total={total}
      aria-label={t('notices.openAnnouncements', { count: total })}
      onClick={onOpen}
      className="flex h-full shrink-0 items-center gap-1.5 border-s border-border px-3 text-xs font-semibold text-muted hover:text-text"
    >
      <ListIcon className="size-4" />
      <span className="hidden sm:inline">{t('notices.announcementsTitle')}</span>
      <span className="grid min-w-5 place-items-center rounded-full bg-accent px-1 text-[0.65rem] text-accent-contrast tabular-nums">
        {total}
      </span>
    </button>
  );
}

/**
 * Home page's notice marquee (spec §2): the published marquee notices scroll by; clicking one opens the
 * notice popup on it. Pauses under the pointer, while focused, or by its button; with reduced motion the
 * line stands still and scrolls by hand. Published announcements (type announcement) open from the bar's
 * announcements button in the announcement popup; with no marquee notice the bar shows the newest
 * announcement's title instead of a line. Renders nothing when neither is published.
 */
export function NoticeMarquee() {
  const { t } = useTranslation();
  const language = useLanguageStore((state) => state.code);
  const notices = useNotices(language);
  const announcements = useAnnouncements('announcement', language, 1);
  const reducedMotion = useReducedMotion();
  const [paused, setPaused] = useState(false);
  const [opened, setOpened] = useState<Opened | null>(null);
  const firstCopy = useRef<HTMLUListElement>(null);
  const list = notices.data?.list ?? [];
  const announcementTotal = announcements.data?.total ?? 0;
  const newestAnnouncement = announcements.data?.content[0];
  const moving = !reducedMotion && list.length > 0;
  const loopSeconds = useLoopSeconds(firstCopy, moving);
  if (list.length === 0 && announcementTotal === 0) return null;
  const open = (index: number) => {
    const notice = list[index];
    if (notice)
      setOpened({ type: 'marquee', id: notice.id, page: Math.floor(index / announcementsPageSize) + 1 });
  };
  return (
    <section
      aria-label={t('notices.label')}
      data-testid="notice-marquee"
      data-notice-count={list.length}
      onPointerEnter={() => void loadPopup()}
      onFocus={() => void loadPopup()}
      className={`marquee flex h-10 items-center gap-2 overflow-hidden rounded-lg border border-border bg-surface ps-3 text-sm ${
        paused ? 'marquee-paused' : ''
      }`}
    >
      <MegaphoneIcon className="size-5 shrink-0 text-accent-text" />
      {list.length > 0 ? (
        <div
          className={`relative min-w-0 flex-1 [mask-image:linear-gradient(to_right,transparent,black_1rem,black_calc(100%-1rem),transparent)] ${
            moving ? 'overflow-hidden' : 'no-scrollbar overflow-x-auto'
          }`}
          data-testid="notice-marquee-viewport"
        >
          <div
            className={`flex w-max ${moving ? 'animate-marquee' : ''}`}
            style={moving ? ({ '--marquee-duration': `${loopSeconds}s` } as CSSProperties) : undefined}
          >
            <NoticeLine notices={list} onOpen={open} listRef={firstCopy} />
            {/* A second copy makes the loop seamless; it is hidden from assistive technology and the tab order. */}
            {moving ? <NoticeLine notices={list} copy onOpen={open} /> : null}
          </div>
        </div>
      ) : newestAnnouncement ? (
        <button
          type="button"
          data-testid="announcement-newest"
          aria-label={t('notices.open', { title: newestAnnouncement.title })}
          onClick={() => setOpened({ type: 'announcement', id: newestAnnouncement.id, page: 1 })}
          className="min-w-0 flex-1 truncate py-1 text-start hover:text-accent-text hover:underline"
        >
          {newestAnnouncement.title}
        </button>
      ) : null}
      {moving ? (
        <button
          type="button"
          data-testid="notice-marquee-pause"
          aria-pressed={paused}
          onClick={() => setPaused((value) => !value)}
          className="grid h-full shrink-0 place-items-center px-3 text-xs font-semibold text-muted hover:text-text"
        >
          {paused ? t('notices.play') : t('notices.pause')}
        </button>
      ) : null}
      {announcementTotal > 0 ? (
        <AnnouncementsButton
          total={announcementTotal}
          onOpen={() => setOpened({ type: 'announcement', id: null, page: 1 })}
        />
      ) : null}
      {opened ? (
        <Suspense fallback={null}>
          <AnnouncementPopup
            type={opened.type}
            initialId={opened.id}
            initialPage={opened.page}
            onClose={() => setOpened(null)}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
