import { useTranslation } from 'react-i18next';
import { Page } from '../components/page';
import { RequirePermission } from '../components/require-permission';

// Issue 20: the screen itself is H1 (features/jurisdiction)'s; this route page composes it.
export default function ComplianceJurisdictionPage() {
  const { t } = useTranslation();
  return (
    <Page id="compliance-jurisdiction" title={t('nav.compliance-jurisdiction')}>
      <RequirePermission permission="readCompliance">{null}</RequirePermission>
    </Page>
  );
}
