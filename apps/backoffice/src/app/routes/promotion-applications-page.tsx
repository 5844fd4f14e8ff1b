import { useTranslation } from 'react-i18next';
import { PromotionApplicationQueue } from '../../features/promotions/components/application-queue';
import {
  applicationFilterParams,
  parseApplicationFilter,
} from '../../features/promotions/lib/promotion-filter';
import { useCurrentStaff } from '../../features/session/api/get-current-staff';
import { can } from '../../lib/permissions';
import { useUrlFilter } from '../../lib/use-url-filter';
import { Page } from '../components/page';
import { RequirePermission } from '../components/require-permission';

export default function PromotionApplicationsPage() {
  const { t } = useTranslation();
  const [filter, onFilter] = useUrlFilter(parseApplicationFilter, applicationFilterParams);
  const role = useCurrentStaff().data?.staff.role;
  return (
    <Page
      id="promotion-applications"
      title={t('rewards.applications.title')}
      description={t('rewards.applications.description')}
    >
      <RequirePermission permission="readPromotions">
        <PromotionApplicationQueue
          filter={filter}
          onFilter={onFilter}
          canDecide={can(role, 'decidePromotionApplications')}
          canOpenMembers={can(role, 'searchMembers')}
        />
      </RequirePermission>
    </Page>
  );
}
