import { useTranslation } from 'react-i18next';
import { JurisdictionScreen } from '../../features/jurisdiction/components/jurisdiction-screen';
import { Page } from '../components/page';
import { RequirePermission } from '../components/require-permission';

export default function ComplianceJurisdictionPage() {
  const { t } = useTranslation();
  return (
    <Page id="compliance-jurisdiction" title={t('nav.compliance-jurisdiction')}>
      <RequirePermission permission="readCompliance">
        <JurisdictionScreen />
      </RequirePermission>
    </Page>
  );
}
