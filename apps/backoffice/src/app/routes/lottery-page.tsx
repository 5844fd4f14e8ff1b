import { useTranslation } from 'react-i18next';
import { LotteryDrawsList } from '../../features/lottery/components/lottery-draws-list';
import { LotteryGamesPanel } from '../../features/lottery/components/lottery-games-panel';
import { useCurrentStaff } from '../../features/session/api/get-current-staff';
import { can } from '../../lib/permissions';
import { Page } from '../components/page';
import { RequirePermission } from '../components/require-permission';

export default function LotteryPage() {
  const { t } = useTranslation();
  const role = useCurrentStaff().data?.staff.role;
  return (
    <Page id="lottery" title={t('lottery.title')} description={t('lottery.description')}>
      <RequirePermission permission="readLottery">
        <h2 className="text-base font-semibold">{t('lottery.games.title')}</h2>
        <LotteryGamesPanel canConfigure={can(role, 'configureLottery')} />
        <h2 className="text-base font-semibold">{t('lottery.draws.title')}</h2>
        <LotteryDrawsList />
      </RequirePermission>
    </Page>
  );
}
