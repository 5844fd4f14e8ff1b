import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { sanitizeReferralCode } from '../../features/auth/lib/referral-code';
import { useAuthModalStore } from '../../features/auth/stores/auth-modal-store';
import { CategoryRows } from '../../features/catalogue/components/category-rows';
import { HotGamesCarousel } from '../../features/catalogue/components/hot-games-carousel';
import { WinnerBoards } from '../../features/catalogue/components/winner-boards';
import { useHomePreload } from '../../features/catalogue/hooks/use-home-preload';
import { BannerCarousel } from '../../features/content/components/banner-carousel';
import { GameActionsBoundary } from '../components/game-actions-boundary';
import { Page } from '../components/page';

/**
 * Home, also the main view of /login and /register (spec §2): banners, hot games, winner boards (real
 * settled rounds only), category rows. The notice marquee (announcements) and the jackpot ticker have
 * no data source yet and render nothing until they do.
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
  const pageId = pathname === '/login' ? 'login' : pathname === '/register' ? 'register' : 'home';
  const titles = {
    home: t('pages.home.title'),
    login: t('auth.loginTitle'),
    register: t('auth.registerTitle'),
  };
  return (
    <Page id={pageId} title={titles[pageId]}>
      <h1 className="sr-only">{t('pages.home.title')}</h1>
      <BannerCarousel group="w_home" />
      <GameActionsBoundary>
        <HotGamesCarousel />
      </GameActionsBoundary>
      <WinnerBoards />
      <CategoryRows />
    </Page>
  );
}
