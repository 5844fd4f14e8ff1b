import { useTranslation } from 'react-i18next';
import { Page } from '../components/page';
import { RequirePermission } from '../components/require-permission';

// Issue 20: the screen itself is H6 (features/aml)'s; this route page composes it.
export default function ComplianceAmlPage() {
  const { t } = useTranslation();
  return (
    <Page id="compliance-aml" title={t('nav.compliance-aml')}>
      <RequirePermission permission="readCompliance">{null}</RequirePermission>
    </Page>
  );
}
