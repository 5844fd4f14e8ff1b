import { PlusIcon } from '@gaming/ui/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonStyles } from '../../components/button-styles';
import { PromotionList } from '../../features/promotions/components/promotion-list';
import { parsePromotionFilter, promotionFilterParams } from '../../features/promotions/lib/promotion-filter';
import { useCurrentStaff } from '../../features/session/api/get-current-staff';
import { can } from '../../lib/permissions';
import { useUrlFilter } from '../../lib/use-url-filter';
import { Page } from '../components/page';
import { RequirePermission } from '../components/require-permission';

export default function PromotionsPage() {
  const { t } = useTranslation();
  const [filter, onFilter] = useUrlFilter(parsePromotionFilter, promotionFilterParams);
  const role = useCurrentStaff().data?.staff.role;
  return (
    <Page
      id="promotions"
      title={t('rewards.promotions.title')}
      description={t('rewards.promotions.description')}
    >
      <RequirePermission permission="readPromotions">
        {can(role, 'writePromotions') ? (
          <Link
            to="/promotions/new"
            data-testid="promotion-new"
            className={`${buttonStyles.primary} self-start`}
          >
            <PlusIcon className="size-4" />
            {t('rewards.promotions.new')}
          </Link>
        ) : null}
        <PromotionList filter={filter} onFilter={onFilter} />
      </RequirePermission>
    </Page>
  );
}
