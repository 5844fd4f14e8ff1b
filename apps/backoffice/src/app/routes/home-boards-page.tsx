import { useTranslation } from 'react-i18next';
import { HomeBoardsPanel } from '../../features/home-boards/components/home-boards-panel';
import { useCurrentStaff } from '../../features/session/api/get-current-staff';
import { can } from '../../lib/permissions';
import { Page } from '../components/page';
import { RequirePermission } from '../components/require-permission';

export default function HomeBoardsPage() {
  const { t } = useTranslation();
  const role = useCurrentStaff().data?.staff.role;
  return (
    <Page id="home-boards" title={t('homeBoards.title')} description={t('homeBoards.description')}>
      <RequirePermission permission="readHomeBoards">
        <HomeBoardsPanel
          canConfigureJackpots={can(role, 'configureJackpots')}
          canConfigureWinners={can(role, 'manageContent')}
        />
      </RequirePermission>
    </Page>
  );
}
