import { ChevronLeftIcon } from '@gaming/ui/icons';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { buttonStyles } from '../../components/button-styles';
import { LotteryDrawDetail } from '../../features/lottery/components/lottery-draw-detail';
import { useCurrentStaff } from '../../features/session/api/get-current-staff';
import { can } from '../../lib/permissions';
import { Page } from '../components/page';
import { RequirePermission } from '../components/require-permission';

export default function LotteryDrawPage() {
  const { t } = useTranslation();
  const { drawId = '' } = useParams();
  const role = useCurrentStaff().data?.staff.role;
  return (
    <Page id="lottery-draw" title={t('lottery.draws.detailTitle')}>
      <Link to="/lottery" className={`${buttonStyles.ghost} self-start`}>
        <ChevronLeftIcon className="size-4" />
        {t('lottery.back')}
      </Link>
      <RequirePermission permission="readLottery">
        <LotteryDrawDetail key={drawId} drawId={drawId} canCancel={can(role, 'cancelLotteryDraws')} />
      </RequirePermission>
    </Page>
  );
}
