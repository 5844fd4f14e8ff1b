import { MenuIcon, UsersIcon } from '@gaming/ui/icons';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { buttonStyles } from '../../components/button-styles';
import { Skeleton } from '../../components/skeleton';
import { AuthButtons } from '../../features/auth/components/auth-buttons';
import { useRealAccountGate } from '../../features/auth/hooks/use-real-account-gate';
import { useSession } from '../../features/auth/hooks/use-session';
import { LanguageSelector } from '../../features/language/components/language-selector';
import type { MemberCentrePage } from '../../features/member/lib/member-centre-pages';
import { useMemberCentreStore } from '../../features/member/stores/member-centre-store';
import { usePromotionSummary } from '../../features/promotions/api/get-promotion-summary';
import { useRestriction } from '../../features/responsible-gaming/hooks/use-restriction';
import { useSiteSettings } from '../../features/system/api/get-site-settings';
import { ThemeToggle } from '../../features/theme/components/theme-toggle';
import { hasSessionToken } from '../../lib/session';
import { useMediaQuery } from '../../lib/use-media-query';
import { BrandLogo } from './brand-logo';
import { preloadSideMenuDrawer } from './side-menu';
import { useSideMenuStore } from './side-menu-store';

// Members only: a guest's page does not load the wallet strip. A returning member (a token is stored)
// gets it at once, beside the member's info, so it is there when the header first shows them.
const loadHeaderWallet = () => import('../../features/wallet/components/header-wallet');
const HeaderWallet = lazy(() => loadHeaderWallet().then((module) => ({ default: module.HeaderWallet })));
if (hasSessionToken()) void loadHeaderWallet().catch(() => undefined);

// A trial account's fun balance strip (issue 14 #9): loaded only for trial accounts.
const FunWalletStrip = lazy(() =>
  import('../../features/fun-play/components/fun-wallet-strip').then((module) => ({
    default: module.FunWalletStrip,
  })),
);

// The account drop-down is for members only too: same as the wallet strip.
const loadAccountMenu = () => import('./account-menu');
const AccountMenu = lazy(() => loadAccountMenu().then((module) => ({ default: module.AccountMenu })));
if (hasSessionToken()) void loadAccountMenu().catch(() => undefined);

// The category bar shows from Tailwind's lg up only: a phone does not load it. A wide window fetches it
// at once, beside the first route.
const wideQuery = '(min-width: 64rem)';
const loadHeaderNav = () => import('../../features/catalogue/components/header-nav');
const HeaderNav = lazy(() => loadHeaderNav().then((module) => ({ default: module.HeaderNav })));
if (window.matchMedia(wideQuery).matches) void loadHeaderNav().catch(() => undefined);

// Below md a phone's top bar holds the menu, the brand and the theme: a guest's three buttons (free play,
// login, register) get a strip of their own under it, as a member's money does, so the brand name is
// never cut short and every button keeps its words.
const guestStripQuery = '(max-width: 47.99rem)';

/** A guest's buttons on a phone: a full-width strip under the top bar. */
function GuestStrip() {
  const { status } = useSession();
  const freePlayEnabled = useSiteSettings().data?.whitelabel.FREEPLAY3 ?? false;
  if (status !== 'guest') return null;
  return (
    <div data-testid="header-guest-strip" className="order-last w-full border-t border-border px-2 py-2">
      <AuthButtons freePlayEnabled={freePlayEnabled} fill />
    </div>
  );
}

/** Login and register (and free play) for guests; the account drop-down once logged in. */
function HeaderAccount({ guestButtons }: { guestButtons: boolean }) {
  const { status, member } = useSession();
  const freePlayEnabled = useSiteSettings().data?.whitelabel.FREEPLAY3 ?? false;
  if (status === 'guest') return guestButtons ? <AuthButtons freePlayEnabled={freePlayEnabled} /> : null;
  // The size of the trigger it stands for (avatar and chevron on a phone), so the brand beside it keeps its room.
  const placeholder = <Skeleton className="h-10 w-16 rounded-full sm:w-28" />;
  if (!member) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <AccountMenu member={member} />
    </Suspense>
  );
}

/**
 * Balance, withdraw and deposit for real members; a trial account's fun balance, whose withdraw and
 * deposit invite it to register (it has no money). On phones and tablets it is a strip of its own under
 * the top bar; from the lg breakpoint it sits in the top bar.
 */
function HeaderMoney() {
  const { status } = useSession();
  const navigate = useNavigate();
  const setPage = useMemberCentreStore((state) => state.setPage);
  const gate = useRealAccountGate();
  const { restricted } = useRestriction();
  if (status === 'trial')
    return (
      <div className="order-last flex h-13 w-full items-center border-t border-border px-2 sm:px-4 lg:order-none lg:ms-auto lg:h-14 lg:w-auto lg:border-t-0 lg:px-0">
        <Suspense fallback={<Skeleton className="h-10 w-full rounded-full lg:w-72" />}>
          <FunWalletStrip onRealAccount={() => gate(() => undefined)} />
        </Suspense>
      </div>
    );
  if (status !== 'member') return null;
  const open = (page: MemberCentrePage) => () => {
    setPage(page);
    void navigate('/member');
  };
  return (
    <div className="order-last flex h-13 w-full items-center border-t border-border px-2 sm:px-4 lg:order-none lg:ms-auto lg:h-14 lg:w-auto lg:border-t-0 lg:px-0">
      <Suspense fallback={<Skeleton className="h-10 w-full rounded-full lg:w-72" />}>
        <HeaderWallet onDeposit={restricted ? undefined : open('depositv2')} onWithdraw={open('withdraw')} />
      </Suspense>
    </div>
  );
}

/** Spec §2 header shortcut for agents: the agent centre (/agentHome). */
function AgentShortcut() {
  const { t } = useTranslation();
  const { member } = useSession();
  const { restricted } = useRestriction();
  if (!member?.isAgent || restricted) return null;
  return (
    <Link
      to="/agentHome"
      data-testid="header-agent-shortcut"
      aria-label={t('header.agentShortcut')}
      title={t('header.agentShortcut')}
      className={`${buttonStyles.ghost} px-2 sm:px-3`}
    >
      <UsersIcon className="size-5" />
      <span className="hidden xl:inline">{t('header.agentShortcut')}</span>
    </Link>
  );
}

/** The site header (spec §2 Header). */
export function Header({ withDrawer }: { withDrawer: boolean }) {
  const { t } = useTranslation();
  const drawerOpen = useSideMenuStore((state) => state.drawerOpen);
  const setDrawerOpen = useSideMenuStore((state) => state.setDrawerOpen);
  // The category bar shows from Tailwind's lg up; below it the drawer has the categories, so the
  // bar and its drop-downs are not built for nothing on a phone.
  const wide = useMediaQuery(wideQuery);
  const guestStrip = useMediaQuery(guestStripQuery);
  // availablePromoCount (spec §3): what a member can act on now, as a red count on Promotions.
  const { status } = useSession();
  // A restricted (excluded) session has only its member centre: no game menus, no promotions.
  const { restricted } = useRestriction();
  const promoCount = usePromotionSummary({ enabled: wide && !restricted }).data?.availablePromoCount ?? 0;
  const promoBadges =
    status === 'member' && promoCount > 0
      ? { PROMO: { count: promoCount, label: `${t('categories.PROMO')}: ${promoCount}` } }
      : {};
  return (
    <header
      data-testid="header"
      className="sticky top-0 z-30 border-b border-border bg-bg-elevated shadow-panel lg:shadow-none"
    >
      <div className="flex flex-wrap items-center gap-x-2 lg:gap-x-4">
        <div className="flex h-14 min-w-0 flex-1 basis-0 items-center gap-2 ps-2 sm:ps-4">
          {withDrawer && !restricted ? (
            <button
              type="button"
              data-testid="drawer-toggle"
              aria-label={t('sideMenu.open')}
              aria-expanded={drawerOpen}
              onClick={() => setDrawerOpen(true)}
              onPointerEnter={preloadSideMenuDrawer}
              onFocus={preloadSideMenuDrawer}
              onTouchStart={preloadSideMenuDrawer}
              className={`${buttonStyles.icon} lg:hidden`}
            >
              <MenuIcon />
            </button>
          ) : null}
          <BrandLogo />
        </div>
        <div className="ms-auto flex h-14 items-center gap-1 pe-2 sm:gap-2 sm:pe-4 lg:order-last lg:ms-0">
          <AgentShortcut />
          <div className="hidden sm:block">
            <LanguageSelector />
          </div>
          <ThemeToggle />
          <HeaderAccount guestButtons={!guestStrip} />
        </div>
        {guestStrip ? <GuestStrip /> : null}
        <HeaderMoney />
      </div>
      {wide && !restricted ? (
        <div className="hidden border-t border-border px-4 lg:block">
          <Suspense fallback={<div className="h-10" />}>
            <HeaderNav badges={promoBadges} />
          </Suspense>
        </div>
      ) : null}
    </header>
  );
}
