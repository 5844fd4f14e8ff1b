import type { NewsSummary } from '@gaming/contracts/news';
import { ScrollIcon } from '@gaming/ui/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { PageNav } from '../../../components/page-nav';
import { ReportStates } from '../../../components/report-states';
import { Skeleton } from '../../../components/skeleton';
import { useLanguageStore } from '../../../i18n/i18n';
import { newsPageSize, useNewsList } from '../api/get-news';

/** An image path the site serves itself (the content images), never a script or another origin's page. */
function coverSource(url: string | null): string | null {
  if (!url) return null;
  return url.startsWith('/') && !url.startsWith('//') ? url : url.startsWith('https://') ? url : null;
}

function NewsCard({ item, formatDate }: { item: NewsSummary; formatDate: (iso: string) => string }) {
  const cover = coverSource(item.coverUrl);
  return (
    <li>
      <Link
        to={`/news/${encodeURIComponent(item.id)}`}
        data-testid="news-card"
        data-news-id={item.id}
        className="flex h-full flex-col overflow-hidden rounded-xl border border-border bg-surface hover:bg-surface-2"
      >
        {cover ? (
          <img src={cover} alt="" loading="lazy" className="aspect-[16/9] w-full bg-surface-3 object-cover" />
        ) : (
          <div className="grid aspect-[16/9] w-full place-items-center bg-surface-2 text-muted">
            <ScrollIcon className="size-8" />
          </div>
        )}
        <div className="flex flex-1 flex-col gap-1.5 p-4">
          <p className="text-xs text-muted tabular-nums">{formatDate(item.publishedAt)}</p>
          <h2 data-testid="news-title" className="line-clamp-2 font-bold break-words">
            {item.title}
          </h2>
          {item.summary ? (
            <p className="line-clamp-3 text-sm break-words text-muted">{item.summary}</p>
          ) : null}
        </div>
      </Link>
    </li>
  );
}

function NewsSkeleton() {
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="news-loading">
      {[1, 2, 3].map((key) => (
        <Skeleton key={key} className="h-64" />
      ))}
    </div>
  );
}

/** News (spec §2): staff-published articles in the visitor's language, newest first, paged. */
export function NewsList({
  page,
  onPage,
  formatDate,
}: {
  page: number;
  onPage: (page: number) => void;
  formatDate: (iso: string) => string;
}) {
  const { t } = useTranslation('content');
  const language = useLanguageStore((state) => state.code);
  const news = useNewsList(page, language);
  return (
    <div data-testid="news-list">
      <ReportStates
        query={news}
        rangeProblem={null}
        testIdPrefix="news"
        placeholder={<NewsSkeleton />}
        gapClass="gap-4"
      >
        {(data) =>
          data.items.length === 0 ? (
            <div data-testid="news-empty">
              <EmptyState
                icon={<ScrollIcon className="size-6" />}
                title={t('news.emptyTitle')}
                body={t('news.emptyBody')}
              />
            </div>
          ) : (
            <>
              <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" lang={data.language.toLowerCase()}>
                {data.items.map((item) => (
                  <NewsCard key={item.id} item={item} formatDate={formatDate} />
                ))}
              </ul>
              {data.total > newsPageSize ? (
                <PageNav
                  label={t('news.paging')}
                  page={page}
                  pageCount={Math.max(1, Math.ceil(data.total / newsPageSize))}
                  total={data.total}
                  onPage={onPage}
                  testId="news"
                />
              ) : null}
            </>
          )
        }
      </ReportStates>
    </div>
  );
}
