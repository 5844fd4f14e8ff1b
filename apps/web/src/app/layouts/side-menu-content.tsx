import { ArrowUpIcon, ChatIcon, GiftIcon, LiveIcon, QrIcon, UsersIcon } from '@gaming/ui/icons';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { CountBadge } from '../../components/count-badge';
import { ErrorState } from '../../components/error-state';
import { Skeleton } from '../../components/skeleton';
import { useRealAccountGate } from '../../features/auth/hooks/use-real-account-gate';
import { useSession } from '../../features/auth/hooks/use-session';
import { SideMenuCategories } from '../../features/catalogue/components/side-menu-categories';
import { ContactLinks } from '../../features/contacts/components/contact-links';
import { AnnouncementsMenuButton } from '../../features/content/components/announcement-popup-host';
import { BannerCarousel } from '../../features/content/components/banner-carousel';
import { LanguageSelector } from '../../features/language/components/language-selector';
import type { MemberCentrePage } from '../../features/member/lib/member-centre-pages';
import { useMemberCentreStore } from '../../features/member/stores/member-centre-store';
import { referralEnabled, usePromotionSummary } from '../../features/promotions/api/get-promotion-summary';
import { useRedEnvelope } from '../../features/rewards/api/get-red-envelope';
import { useRewardBadge } from '../../features/rewards/api/get-reward-badge';
import { useSiteSettings } from '../../features/system/api/get-site-settings';

// The QR code library is only needed once the section shows: keep it out of this chunk too.
const AppDownloadQr = lazy(() => import('../../features/app-download/components/app-download-qr'));
const appDownloadPath = '/appDownload';

/** Spec §3 banner group w_leftmenu: the side menu's banners; nothing when none is configured. */
function SideMenuBanner({ collapsed }: { collapsed: boolean }) {
  if (collapsed) return null;
  return <BannerCarousel group="w_leftmenu" className="w-full px-1 pt-2" />;
}

function SectionTitle({ children }: { children: string }) {
  return (
    <h2 className="px-3 pt-3 pb-1 text-[0.7rem] font-semibold tracking-wider text-muted uppercase">
      {children}
    </h2>
  );
}

function AccountLinks({ collapsed, onNavigate }: { collapsed: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const gate = useRealAccountGate();
  const { member, status } = useSession();
  const setPage = useMemberCentreStore((state) => state.setPage);
  const summary = usePromotionSummary();
  const waiting = useRewardBadge({ enabled: status === 'member' }).data?.waitingCount ?? 0;
  // A live red-envelope drop the member has not grabbed yet gets its own entry (to /promotions).
  const drop = useRedEnvelope({ enabled: status === 'member' }).data?.drop;
  const dropToGrab = drop?.status === 'live' && drop.eligible && drop.myGrab === null && drop.remaining > 0;
  // Guests get the login popup, trial accounts the real-account notice (spec §4); members go on.
  const open = (target: MemberCentrePage | '/agentHome/registerAccount') => () => {
    onNavigate?.();
    gate(() => {
      if (target === '/agentHome/registerAccount') {
        void navigate(target);
        return;
      }
      setPage(target);
      void navigate('/member');
    });
  };
  const entries = [
    ...(dropToGrab
      ? [
          {
            key: 'red-envelope',
            label: t('sideMenu.redEnvelope'),
            icon: <GiftIcon className="size-5 shrink-0 text-danger" />,
            onClick: () => {
              onNavigate?.();
              void navigate('/promotions');
            },
            badge: 1,
          },
        ]
      : []),
    {
      key: 'reward-centre',
      label: t('sideMenu.rewardCentre'),
      icon: <GiftIcon />,
      onClick: open('rewardCenter'),
      badge: waiting,
    },
    // Agents see a link to their register centre instead of the invite-friends page, which shows only
    // while the referral promotion is on (spec §6, availablePromo REFERRAL).
    ...(member?.isAgent
      ? [
          {
            key: 'register-centre',
            label: t('sideMenu.registerCentre'),
            icon: <UsersIcon />,
            onClick: open('/agentHome/registerAccount'),
            badge: 0,
          },
        ]
      : referralEnabled(summary.data)
        ? [
            {
              key: 'invite-friends',
              label: t('sideMenu.inviteFriends'),
              icon: <UsersIcon />,
              onClick: open('referral'),
              badge: 0,
            },
          ]
        : []),
  ];
  return (
    <ul className={`flex flex-col gap-0.5 ${collapsed ? 'items-center' : ''}`}>
      {entries.map((entry) => (
        <li key={entry.key}>
          <button
            type="button"
            data-testid={`side-menu-${entry.key}`}
            onClick={entry.onClick}
            aria-label={collapsed ? entry.label : undefined}
            title={collapsed ? entry.label : undefined}
            className={
              collapsed
                ? 'relative grid size-10 place-items-center rounded-md hover:bg-surface-2'
                : 'flex h-10 w-full items-center gap-3 rounded-md px-3 text-start font-medium hover:bg-surface-2'
            }
          >
            {entry.icon}
            {collapsed ? null : <span className="truncate">{entry.label}</span>}
            <CountBadge
              count={entry.badge}
              label={`${entry.label}: ${entry.badge}`}
              testId={`side-menu-${entry.key}-badge`}
              className={collapsed ? 'absolute -end-1 -top-1 ms-0' : ''}
            />
          </button>
        </li>
      ))}
    </ul>
  );
}

/**
 * Everything inside the side menu; shared by the desktop column and the phone drawer. Its own chunk:
 * a phone loads it when the drawer opens, a wider window when the column shows (side-menu.tsx).
 */
export default function SideMenuContent({
  collapsed,
  onNavigate,
}: {
  collapsed: boolean;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const settings = useSiteSettings();
  const scrollToTop = () => window.scrollTo({ top: 0, behavior: 'smooth' });
  return (
    <div className={`flex flex-col gap-1 ${collapsed ? 'items-center' : ''}`}>
      <SideMenuCategories collapsed={collapsed} onNavigate={onNavigate} />
      <div className="my-2 h-px w-full bg-border" />
      <AccountLinks collapsed={collapsed} onNavigate={onNavigate} />
      <div className={collapsed ? '' : 'w-full'}>
        <AnnouncementsMenuButton collapsed={collapsed} onNavigate={onNavigate} />
      </div>
      {/* Live streams (issue 19). */}
      <Link
        to="/liveStreams"
        onClick={onNavigate}
        data-testid="side-menu-live-streams"
        aria-label={collapsed ? t('help.links.liveStreams') : undefined}
        title={collapsed ? t('help.links.liveStreams') : undefined}
        className={
          collapsed
            ? 'grid size-10 place-items-center rounded-md hover:bg-surface-2'
            : 'flex h-10 w-full items-center gap-3 rounded-md px-3 text-start font-medium hover:bg-surface-2'
        }
      >
        <LiveIcon />
        {collapsed ? null : <span className="truncate">{t('help.links.liveStreams')}</span>}
      </Link>
      {/* The chat room (issue 19). */}
      <Link
        to="/chat"
        onClick={onNavigate}
        data-testid="side-menu-chat"
        aria-label={collapsed ? t('help.links.chatRoom') : undefined}
        title={collapsed ? t('help.links.chatRoom') : undefined}
        className={
          collapsed
            ? 'grid size-10 place-items-center rounded-md hover:bg-surface-2'
            : 'flex h-10 w-full items-center gap-3 rounded-md px-3 text-start font-medium hover:bg-surface-2'
        }
      >
        <ChatIcon />
        {collapsed ? null : <span className="truncate">{t('help.links.chatRoom')}</span>}
      </Link>
      {/* The apps' QR codes (when configured) and the installation guide, the lite app's too. */}
      {settings.data && !collapsed ? (
        <Suspense fallback={null}>
          <SectionTitle>{t('appDownload.title')}</SectionTitle>
          <div className="w-full px-1">
            <AppDownloadQr
              ios={settings.data.appDownloads.ios}
              android={settings.data.appDownloads.android}
              onNavigate={onNavigate}
            />
          </div>
        </Suspense>
      ) : null}
      {collapsed ? (
        <Link
          to={appDownloadPath}
          data-testid="side-menu-app-download"
          aria-label={t('appDownload.guideLink')}
          title={t('appDownload.guideLink')}
          className="grid size-10 place-items-center rounded-md hover:bg-surface-2"
        >
          <QrIcon />
        </Link>
      ) : null}
      <SideMenuBanner collapsed={collapsed} />
      {settings.isError && !collapsed ? (
        <div className="w-full px-1">
          <ErrorState compact error={settings.error} onRetry={() => void settings.refetch()} />
        </div>
      ) : null}
      {settings.isPending && !collapsed ? <Skeleton className="mx-1 h-28" /> : null}
      {settings.data ? (
        <>
          {collapsed ? null : <SectionTitle>{t('contacts.title')}</SectionTitle>}
          <ContactLinks
            customerService={settings.data.customerService}
            socialContacts={settings.data.socialContacts}
            collapsed={collapsed}
          />
        </>
      ) : null}
      <div className={`mt-2 flex gap-2 ${collapsed ? 'flex-col items-center' : 'items-center px-1'}`}>
        {collapsed ? (
          <LanguageSelector testId="side-menu-language-selector" />
        ) : (
          <div className="min-w-0 flex-1">
            <LanguageSelector variant="full" testId="side-menu-language-selector" />
          </div>
        )}
        <button
          type="button"
          data-testid="scroll-to-top"
          aria-label={t('sideMenu.scrollToTop')}
          title={t('sideMenu.scrollToTop')}
          onClick={scrollToTop}
          className="grid size-10 shrink-0 place-items-center rounded-md border border-border bg-surface-2 hover:bg-surface-3"
        >
          <ArrowUpIcon />
        </button>
      </div>
    </div>
  );
}
