import { useTranslation } from 'react-i18next';
import { BannerManager } from '../../features/banners/components/banner-manager';
import { Page } from '../components/page';
import { RequirePermission } from '../components/require-permission';

export default function BannersPage() {
  const { t } = useTranslation();
  return (
    <Page id="banners" title={t('banners.title')} description={t('banners.description')}>
      <RequirePermission permission="manageContent">
        <BannerManager />
      </RequirePermission>
    </Page>
  );
}
