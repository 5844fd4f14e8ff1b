import { useTranslation } from 'react-i18next';
import { Page } from '../components/page';
import { RequirePermission } from '../components/require-permission';

// Issue 20: the screen itself is H7 (features/harm-markers)'s; this route page composes it.
export default function ComplianceHarmMarkersPage() {
  const { t } = useTranslation();
  return (
    <Page id="compliance-harm-markers" title={t('nav.compliance-harm-markers')}>
      <RequirePermission permission="readCompliance">{null}</RequirePermission>
    </Page>
  );
}
