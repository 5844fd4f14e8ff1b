import { useTranslation } from 'react-i18next';
import { KycReview } from '../../features/kyc/components/kyc-review';
import { Page } from '../components/page';
import { RequirePermission } from '../components/require-permission';

export default function ComplianceKycPage() {
  const { t } = useTranslation();
  return (
    <Page id="compliance-kyc" title={t('nav.compliance-kyc')}>
      <RequirePermission permission="readCompliance">
        <KycReview />
      </RequirePermission>
    </Page>
  );
}
