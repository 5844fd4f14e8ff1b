import { StarIcon } from '@gaming/ui/icons';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/empty-state';
import { ErrorState } from '../../components/error-state';
import { Skeleton } from '../../components/skeleton';
import { useSiteSettings } from '../../features/system/api/get-site-settings';
import { Page } from '../components/page';
import { NotFoundContent } from './not-found-page';

/** /pointMall exists only while the points-system setting is on; otherwise it is a 404. */
export default function PointMallPage() {
  const { t } = useTranslation();
  const settings = useSiteSettings();
  if (settings.isPending) return <Skeleton className="h-48 w-full" />;
  if (settings.isError) return <ErrorState error={settings.error} onRetry={() => void settings.refetch()} />;
  if (!settings.data.features.pointsSystem) return <NotFoundContent />;
  return (
    <Page id="point-mall" title={t('pages.pointMall.title')}>
      <h1 className="text-xl font-bold">{t('pages.pointMall.title')}</h1>
      <EmptyState
        icon={<StarIcon className="size-6" />}
        title={t('pages.pointMall.emptyTitle')}
        body={t('pages.pointMall.emptyBody')}
      />
    </Page>
  );
}
