import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { LazyAuthModals } from '../../features/auth/components/lazy-auth-modals';
import { BannerCarousel } from '../../features/content/components/banner-carousel';
import { HelpModalHost } from '../../features/content/components/help-modal-host';
import { useOfferedLanguageGuard } from '../../features/language/hooks/use-offered-languages';
import { ExclusionNoticeHost } from '../../features/responsible-gaming/components/exclusion-notice-host';
import { RestrictedGate } from '../../features/responsible-gaming/components/restricted-gate';
import { useRestriction } from '../../features/responsible-gaming/hooks/use-restriction';
import { useSiteSettings } from '../../features/system/api/get-site-settings';
import { loadFontsForText } from '../../i18n/i18n';
import { useAuthModalStore } from '../../lib/auth-modal-store';
import { hasSessionToken, useSessionStore } from '../../lib/session';
import { TopLoader } from '../components/top-loader';
import { useNavigationPending } from '../navigation-pending';

// The live socket and its notices are for a logged-in tab only: a guest's page does not load them. A
// returning member (a token is stored) gets them at once, not after the first render.
const loadLiveUpdates = () => import('../components/live-updates');
const LiveUpdates = lazy(() => loadLiveUpdates().then((module) => ({ default: module.LiveUpdates })));
if (hasSessionToken()) void loadLiveUpdates().catch(() => undefined);
// The same for what only a signed-in member sees: contract requests, the reality check, the limit prompt.
const ContractRequests = lazy(() =>
  import('../components/contract-requests').then((module) => ({ default: module.ContractRequests })),
);
const RealityCheckHost = lazy(() =>
  import('../../features/responsible-gaming/components/reality-check-host').then((module) => ({
    default: module.RealityCheckHost,
  })),
);
const LimitPromptHost = lazy(() =>
  import('../../features/responsible-gaming/components/limit-prompt').then((module) => ({
    default: module.LimitPromptHost,
  })),
);

const authRoutePaths = new Set(['/login', '/register']);

// Spec §3 banner groups w_login, w_register and w_forget above their dialog's form (none configured: nothing).
const authBannerGroups = { login: 'w_login', register: 'w_register', forgot: 'w_forget' } as const;
const authModalBanner = (modal: keyof typeof authBannerGroups) => (
  <BannerCarousel group={authBannerGroups[modal]} className="mb-4" />
);

/** Scroll to top on navigation (a #hash is left to the page, e.g. /help#term). */
function useScrollToTopOnNavigate() {
  const { pathname, search, hash } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every navigation by design.
  useEffect(() => {
    if (!hash) window.scrollTo(0, 0);
  }, [pathname, search, hash]);
}

const resetTokenPattern = /^[A-Za-z0-9_-]{16,128}$/;

/** The e-mailed reset link (`/?resetToken=…`) opens "set a new password"; the token leaves the URL. */
function useResetLink() {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const openResetPassword = useAuthModalStore((state) => state.openResetPassword);
  useEffect(() => {
    const params = new URLSearchParams(search);
    const token = params.get('resetToken');
    if (token === null) return;
    if (resetTokenPattern.test(token)) openResetPassword(token);
    params.delete('resetToken');
    const rest = params.toString();
    void navigate({ pathname, search: rest ? `?${rest}` : '', hash }, { replace: true });
  }, [pathname, search, hash, navigate, openResetPassword]);
}

/** The brand's name and currency symbol show in every language: load the fonts their script needs. */
function useBrandFonts(brandText: string) {
  useEffect(() => {
    if (brandText) loadFontsForText(brandText);
  }, [brandText]);
}

export function RootLayout() {
  const loggedIn = useSessionStore((state) => state.token !== null);
  // A restricted session (issue 20) may only withdraw: no live cashier socket, no contract requests.
  const { restricted } = useRestriction();
  const navigationPending = useNavigationPending();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useScrollToTopOnNavigate();
  useResetLink();
  const settings = useSiteSettings().data;
  const whitelabel = settings?.whitelabel ?? {};
  useBrandFonts(settings ? `${settings.brand.name} ${settings.brand.currencySymbol}` : '');
  useOfferedLanguageGuard();
  // /login and /register are home with a modal: closing it returns to the plain home page.
  const onAuthModalClosed = () => {
    if (authRoutePaths.has(pathname)) void navigate('/', { replace: true });
  };
  return (
    <>
      <TopLoader active={navigationPending} />
      <RestrictedGate>
        <Outlet />
      </RestrictedGate>
      <LazyAuthModals onClosed={onAuthModalClosed} whitelabel={whitelabel} banner={authModalBanner} />
      {/* After the auth dialogs: the terms open over the registration form (helpModal). */}
      <HelpModalHost />
      {loggedIn ? (
        // Each its own boundary: one still loading does not hold back the others.
        <>
          {restricted ? null : (
            <Suspense fallback={null}>
              <LiveUpdates />
            </Suspense>
          )}
          {restricted ? null : (
            <Suspense fallback={null}>
              <ContractRequests />
            </Suspense>
          )}
          {/* Issue 20: the reality check and the limit prompt (a restricted session stays on /member: above). */}
          <Suspense fallback={null}>
            <RealityCheckHost />
          </Suspense>
          <Suspense fallback={null}>
            <LimitPromptHost />
          </Suspense>
        </>
      ) : null}
      <ExclusionNoticeHost />
    </>
  );
}
