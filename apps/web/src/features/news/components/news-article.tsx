import { ChevronLeftIcon } from '@gaming/ui/icons';
import DOMPurify from 'dompurify';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonStyles } from '../../../components/button-styles';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { Skeleton } from '../../../components/skeleton';
import { errorCodeOf } from '../../../lib/api-client';
import { useNewsArticle } from '../api/get-news';

/** One news article: title, date, cover and its HTML body (sanitised on the server and again here). */
export function NewsArticle({ newsId, formatDate }: { newsId: string; formatDate: (iso: string) => string }) {
  const { t } = useTranslation('content');
  const article = useNewsArticle(newsId);
  const back = (
    <Link
      to="/news"
      data-testid="news-back"
      className={`${buttonStyles.ghost} self-start ps-1 rtl:[&>svg]:rotate-180`}
    >
      <ChevronLeftIcon className="size-4" />
      {t('news.back')}
    </Link>
  );
  if (article.isError) {
    return (
      <div className="flex flex-col gap-4">
        {back}
        {errorCodeOf(article.error) === 'not_found' ? (
          <div data-testid="news-not-found">
            <EmptyState title={t('news.notFoundTitle')} body={t('news.notFoundBody')} />
          </div>
        ) : (
          <ErrorState error={article.error} onRetry={() => void article.refetch()} />
        )}
      </div>
    );
  }
  if (!article.data) {
    return (
      <div className="flex flex-col gap-3" data-testid="news-article-loading">
        {back}
        <Skeleton className="h-8 w-2/3" />
        <Skeleton className="h-64" />
      </div>
    );
  }
  const data = article.data;
  const cover = data.coverUrl?.startsWith('/') && !data.coverUrl.startsWith('//') ? data.coverUrl : null;
  return (
    <article
      data-testid="news-article"
      className="mx-auto flex w-full max-w-3xl flex-col gap-4"
      lang={data.language.toLowerCase()}
    >
      {back}
      <header className="flex flex-col gap-1">
        <h1 data-testid="news-article-title" className="text-2xl font-bold break-words">
          {data.title}
        </h1>
        <p className="text-sm text-muted tabular-nums">{formatDate(data.publishedAt)}</p>
      </header>
      {cover ? <img src={cover} alt="" className="w-full rounded-xl bg-surface-3 object-cover" /> : null}
      <div
        data-testid="news-article-body"
        className="rich-text break-words [&>:first-child]:mt-0"
        // Sanitised on the server; DOMPurify is the second guard before it reaches the DOM.
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the article's HTML, purified here.
        dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(data.bodyHtml) }}
      />
    </article>
  );
}
