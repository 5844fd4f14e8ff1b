import { useTranslation } from 'react-i18next';
import { AuditList } from '../../features/audit/components/audit-list';
import { Page } from '../components/page';
import { RequirePermission } from '../components/require-permission';

export default function AuditPage() {
  const { t } = useTranslation();
  return (
    <Page id="audit" title={t('audit.title')} description={t('audit.description')}>
      <RequirePermission permission="readAudit">
        <AuditList />
      </RequirePermission>
    </Page>
  );
}
