import { useTranslation } from 'react-i18next';
import { VendorManager } from '../../features/catalogue/components/vendor-manager';
import { Page } from '../components/page';
import { RequirePermission } from '../components/require-permission';

export default function VendorsPage() {
  const { t } = useTranslation();
  return (
    <Page id="vendors" title={t('catalogue.vendors.title')} description={t('catalogue.vendors.description')}>
      <RequirePermission permission="manageCatalogue">
        <VendorManager />
      </RequirePermission>
    </Page>
  );
}
