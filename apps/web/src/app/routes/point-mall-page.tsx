import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ErrorState } from '../../components/error-state';
import { Skeleton } from '../../components/skeleton';
import { useRealAccountGate } from '../../features/auth/hooks/use-real-account-gate';
import { useSession } from '../../features/auth/hooks/use-session';
import { PointsMall } from '../../features/loyalty/components/points-mall';
import { useMemberCentreStore } from '../../features/member/stores/member-centre-store';
import { useBrandFormat } from '../../features/rewards/lib/brand-format';
import { useSiteSettings } from '../../features/system/api/get-site-settings';
import { Page } from '../components/page';
import { NotFoundContent } from './not-found-page';

/**
 * /pointMall (spec §2) exists only while the points-system setting (PTSYS3) is on; otherwise it is a 404.
 * Members see their points, redeem, convert and read their history; visitors and trial accounts may browse
 * the items and are asked for a real account when they redeem. A member without a payment password is
 * taken to the member centre's security page to set one.
 */
export default function PointMallPage() {
  const { t } = useTranslation();
  const settings = useSiteSettings();
  const { status, member } = useSession();
  const format = useBrandFormat();
  const gate = useRealAccountGate();
  const openPaymentPasswordSetup = useMemberCentreStore((state) => state.openPaymentPasswordSetup);
  const navigate = useNavigate();
  if (settings.isPending) return <Skeleton className="h-48 w-full" />;
  if (settings.isError) return <ErrorState error={settings.error} onRetry={() => void settings.refetch()} />;
  if (!settings.data.features.pointsSystem) return <NotFoundContent />;
  const viewer =
    status === 'member' && member
      ? ({ kind: 'member', hasPaymentPassword: member.hasPaymentPassword } as const)
      : ({ kind: 'guest' } as const);
  return (
    <Page id="point-mall" title={t('pages.pointMall.title')} className="flex min-w-0 flex-col gap-4">
      <h1 className="text-xl font-bold">{t('pages.pointMall.title')}</h1>
      {status === 'member' && !member ? (
        <Skeleton className="h-96 w-full" />
      ) : (
        <PointsMall
          viewer={viewer}
          format={format}
          currencyDecimals={settings.data.brand.currencyDecimals}
          onLogin={() => gate(() => undefined)}
          onSetPaymentPassword={() => {
            openPaymentPasswordSetup();
            void navigate('/member');
          }}
        />
      )}
    </Page>
  );
}
