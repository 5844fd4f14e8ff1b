import { useTranslation } from 'react-i18next';
import { AmlReview } from '../../features/aml/components/aml-review';
import { Page } from '../components/page';
import { RequirePermission } from '../components/require-permission';

export default function ComplianceAmlPage() {
  const { t } = useTranslation();
  return (
    <Page id="compliance-aml" title={t('nav.compliance-aml')}>
      <RequirePermission permission="readCompliance">
        <AmlReview />
      </RequirePermission>
    </Page>
  );
}
