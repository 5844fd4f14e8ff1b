import { useTranslation } from 'react-i18next';
import { BonusList } from '../../features/bonuses/components/bonus-list';
import { BonusSettingsPanel } from '../../features/bonuses/components/bonus-settings-panel';
import { bonusFilterParams, parseBonusFilter } from '../../features/bonuses/lib/bonus-filter';
import { useCurrentStaff } from '../../features/session/api/get-current-staff';
import { can } from '../../lib/permissions';
import { useUrlFilter } from '../../lib/use-url-filter';
import { Page } from '../components/page';
import { RequirePermission } from '../components/require-permission';

export default function BonusesPage() {
  const { t } = useTranslation();
  const [filter, onFilter] = useUrlFilter(parseBonusFilter, bonusFilterParams);
  const role = useCurrentStaff().data?.staff.role;
  return (
    <Page id="bonuses" title={t('rewards.bonuses.title')} description={t('rewards.bonuses.description')}>
      <RequirePermission permission="readPromotions">
        <BonusList
          filter={filter}
          onFilter={onFilter}
          canManage={can(role, 'manageBonuses')}
          canOpenMembers={can(role, 'searchMembers')}
        />
        <details className="rounded-lg border border-border bg-surface-2 p-2">
          <summary data-testid="bonus-settings-toggle" className="cursor-pointer p-2 font-semibold">
            {t('rewards.bonuses.settings.title')}
          </summary>
          <div className="p-2">
            <BonusSettingsPanel canEdit={can(role, 'manageRewardCampaigns')} />
          </div>
        </details>
      </RequirePermission>
    </Page>
  );
}
