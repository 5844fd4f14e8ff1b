import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../components/error-state';
import { Skeleton } from '../../components/skeleton';
import { AppDownloadGuide } from '../../features/app-download/components/app-download-guide';
import { useSiteSettings } from '../../features/system/api/get-site-settings';
import { Page } from '../components/page';

/** /appDownload: the apps' QR codes and the installation guide for iOS, Android and the lite app. */
export default function AppDownloadPage() {
  const { t } = useTranslation();
  const settings = useSiteSettings();
  const brand = settings.data?.brand.name ?? t('brand.generic');
  return (
    <Page id="app-download" title={t('appDownload.pageTitle')}>
      <header className="flex flex-col gap-1">
        <h1 className="text-xl font-bold">{t('appDownload.pageTitle')}</h1>
        <p className="text-sm text-muted">{t('appDownload.intro', { brand })}</p>
      </header>
      {settings.isPending ? <Skeleton className="h-64 w-full" /> : null}
      {settings.isError ? (
        <ErrorState error={settings.error} onRetry={() => void settings.refetch()} />
      ) : null}
      {settings.data ? (
        <AppDownloadGuide
          ios={settings.data.appDownloads.ios}
          android={settings.data.appDownloads.android}
          brand={brand}
        />
      ) : null}
    </Page>
  );
}
