import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { sanitizeReferralCode } from '../../features/auth/lib/referral-code';
import { CategoryRows } from '../../features/catalogue/components/category-rows';
import { HotGamesCarousel } from '../../features/catalogue/components/hot-games-carousel';
import { WinnerBoards } from '../../features/catalogue/components/winner-boards';
import { useHomePreload } from '../../features/catalogue/hooks/use-home-preload';
import { BannerCarousel } from '../../features/content/components/banner-carousel';
import { NoticeMarquee } from '../../features/content/components/notice-marquee';
import { JackpotTicker } from '../../features/jackpot/components/jackpot-ticker';
import { OpenedNumbers } from '../../features/lottery/components/opened-numbers';
import { SafetyBar } from '../../features/responsible-gaming/components/safety-bar';
import { useRestriction } from '../../features/responsible-gaming/hooks/use-restriction';
import { useSiteSettings } from '../../features/system/api/get-site-settings';
import { useAuthModalStore } from '../../lib/auth-modal-store';
import { GameActionsBoundary } from '../components/game-actions-boundary';
import { HomePopups } from '../components/home-popups';
import { Page } from '../components/page';

/**
 * Home, also the main view of /login and /register (spec §2): the notice marquee (staff-published
 * marquee notices; nothing when there are none), the announcement popup (published popups, once a
 * session; not over the login and register modals), banners, the jackpot ticker (progressive pools the
 * vendors report; hidden while none does), hot games, the latest lottery numbers (openedNumbers; hidden
 * while no game has drawn), winner boards (real settled rounds only), category rows.
 */
export default function HomePage() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const openModal = useAuthModalStore((state) => state.openModal);
  const setReferralCode = useAuthModalStore((state) => state.setReferralCode);
  useEffect(() => {
    if (pathname === '/login') openModal('login');
    if (pathname === '/register') {
      setReferralCode(sanitizeReferralCode(new URLSearchParams(search).get('referralCode')));
      openModal('register');
    }
  }, [pathname, search, openModal, setReferralCode]);
  useHomePreload();
  // A restricted session (issue 20) is on its way to /member: no announcement popups meanwhile.
  const { restricted } = useRestriction();
  const brand = useSiteSettings().data?.brand;
  const pageId = pathname === '/login' ? 'login' : pathname === '/register' ? 'register' : 'home';
  const titles = {
    home: t('pages.home.title'),
    login: t('auth.loginTitle'),
    register: t('auth.registerTitle'),
  };
  return (
    <Page id={pageId} title={titles[pageId]}>
      <h1 className="sr-only">{t('pages.home.title')}</h1>
      {/* Issue 20: where the brand's profile requires it (Sweden), links to the member's safety tools. */}
      <SafetyBar />
      <NoticeMarquee />
      {pageId === 'home' && !restricted ? <HomePopups /> : null}
      <BannerCarousel group="w_home" />
      {brand ? (
        <JackpotTicker money={{ symbol: brand.currencySymbol, decimals: brand.currencyDecimals }} />
      ) : null}
      <GameActionsBoundary>
        <HotGamesCarousel />
      </GameActionsBoundary>
      <OpenedNumbers />
      <WinnerBoards />
      <CategoryRows />
    </Page>
  );
}
