import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { NewsArticle } from '../../features/news/components/news-article';
import { NewsList } from '../../features/news/components/news-list';
import { useSiteSettings } from '../../features/system/api/get-site-settings';
import { formatBrandIso } from '../../lib/brand-time';
import { Page } from '../components/page';

/** News (spec §2): /news lists the articles (?page=n), /news/:newsId shows one. */
export default function NewsPage() {
  const { t } = useTranslation('content');
  const { newsId } = useParams();
  const [search, setSearch] = useSearchParams();
  const gmtOffsetMinutes = useSiteSettings().data?.brand.gmtOffsetMinutes ?? 0;
  const formatDate = (iso: string) => formatBrandIso(iso, gmtOffsetMinutes, 'day');
  const requested = Number(search.get('page') ?? '1');
  const page = Number.isSafeInteger(requested) && requested >= 1 && requested <= 1000 ? requested : 1;
  return (
    <Page id={newsId ? 'news-article' : 'news'} title={t('news.title')}>
      {newsId ? (
        <NewsArticle newsId={newsId} formatDate={formatDate} />
      ) : (
        <>
          <h1 className="text-xl font-bold">{t('news.title')}</h1>
          <NewsList
            page={page}
            onPage={(next) => setSearch(next === 1 ? {} : { page: String(next) })}
            formatDate={formatDate}
          />
        </>
      )}
    </Page>
  );
}
