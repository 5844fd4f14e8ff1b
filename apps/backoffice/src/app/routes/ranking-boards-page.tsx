import { useTranslation } from 'react-i18next';
import { RankingBoardList } from '../../features/loyalty/components/rankings/ranking-board-list';
import { RankingSettingsPanel } from '../../features/loyalty/components/rankings/ranking-settings-panel';
import { useCurrentStaff } from '../../features/session/api/get-current-staff';
import { can } from '../../lib/permissions';
import { Page } from '../components/page';
import { RequirePermission } from '../components/require-permission';

export default function RankingBoardsPage() {
  const { t } = useTranslation();
  const role = useCurrentStaff().data?.staff.role;
  return (
    <Page
      id="ranking-boards"
      title={t('loyalty.rankings.title')}
      description={t('loyalty.rankings.description')}
    >
      <RequirePermission permission="readLoyalty">
        <RankingBoardList canWrite={can(role, 'writeLoyalty')} />
        <details className="rounded-lg border border-border bg-surface-2 p-2">
          <summary data-testid="ranking-settings-toggle" className="cursor-pointer p-2 font-semibold">
            {t('loyalty.rankings.settings.title')}
          </summary>
          <div className="p-2">
            <RankingSettingsPanel canEdit={can(role, 'writeLoyalty')} />
          </div>
        </details>
      </RequirePermission>
    </Page>
  );
}
