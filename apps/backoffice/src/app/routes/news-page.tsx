import { useTranslation } from 'react-i18next';
import { NewsManager } from '../../features/news/components/news-manager';
import { Page } from '../components/page';
import { RequirePermission } from '../components/require-permission';

export default function NewsPage() {
  const { t } = useTranslation();
  return (
    <Page id="news" title={t('news.title')} description={t('news.description')}>
      <RequirePermission permission="manageContent">
        <NewsManager />
      </RequirePermission>
    </Page>
  );
}
