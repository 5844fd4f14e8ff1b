import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useRealAccountGate } from '../../features/auth/hooks/use-real-account-gate';
import { useSession } from '../../features/auth/hooks/use-session';
import { useMemberCentreStore } from '../../features/member/stores/member-centre-store';
import { PromotionsBrowser } from '../../features/promotions/components/promotions-browser';
import { RafflesPanel } from '../../features/rewards/components/raffles-panel';
import { RedEnvelopePanel } from '../../features/rewards/components/red-envelope';
import { useBrandFormat } from '../../features/rewards/lib/brand-format';
import { useAuthModalStore } from '../../lib/auth-modal-store';
import { Page } from '../components/page';

/**
 * /promotions (spec §2): a live red-envelope drop first (members), the promotions with their filters,
 * tags, states and actions, then the raffles (members). Visitors see the promotions and get the login
 * popup when they act.
 */
export default function PromotionsPage() {
  const { t } = useTranslation(['rewards', 'common']);
  const { status } = useSession();
  const format = useBrandFormat();
  const member = status === 'member';
  const gate = useRealAccountGate();
  const openModal = useAuthModalStore((state) => state.openModal);
  const setPage = useMemberCentreStore((state) => state.setPage);
  const navigate = useNavigate();
  const navigation = {
    gate,
    openLogin: () => openModal('login'),
    openMemberPage: (page: 'rewardCenter' | 'depositv2') => {
      setPage(page);
      void navigate('/member');
    },
  };
  return (
    <Page id="promotions" title={t('common:pages.promotions.title')} className="flex min-w-0 flex-col gap-5">
      <h1 className="text-xl font-bold">{t('common:pages.promotions.title')}</h1>
      {member ? <RedEnvelopePanel format={format} /> : null}
      <PromotionsBrowser money={format.money} time={format.time} navigation={navigation} />
      {member ? <RafflesPanel format={format} /> : null}
    </Page>
  );
}
