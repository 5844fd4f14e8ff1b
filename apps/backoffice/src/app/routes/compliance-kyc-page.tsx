import { useTranslation } from 'react-i18next';
import { Page } from '../components/page';
import { RequirePermission } from '../components/require-permission';

// Issue 20: the screen itself is H6 (features/kyc)'s; this route page composes it.
export default function ComplianceKycPage() {
  const { t } = useTranslation();
  return (
    <Page id="compliance-kyc" title={t('nav.compliance-kyc')}>
      <RequirePermission permission="readCompliance">{null}</RequirePermission>
    </Page>
  );
}
