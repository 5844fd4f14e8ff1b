import { Outlet } from 'react-router';
import { AnnouncementPopupHost } from '../../features/content/components/announcement-popup-host';
import { useRestriction } from '../../features/responsible-gaming/hooks/use-restriction';
import { FeedbackHost } from '../components/feedback-host';
import { GameActionsBoundary } from '../components/game-actions-boundary';
import { Footer } from './footer';
import { Header } from './header';
import { SideMenu, SideMenuDrawer } from './side-menu';
import { SkipLink } from './skip-link';

/**
 * Header, collapsible side menu (a drawer on phones) and footer: every route but the game pages. The
 * launch flow wraps them all: their entries start vendors directly (spec §2 direct vendor launch).
 */
export function MainLayout() {
  // A restricted (excluded) session has only its member centre: no game menu to open.
  const { restricted } = useRestriction();
  return (
    <GameActionsBoundary>
      <div data-testid="layout" data-layout="main" className="flex min-h-dvh flex-col">
        <SkipLink />
        <Header withDrawer />
        {restricted ? null : <SideMenuDrawer />}
        <AnnouncementPopupHost />
        <FeedbackHost />
        <div className="flex flex-1">
          {restricted ? null : <SideMenu />}
          <div className="flex min-w-0 flex-1 flex-col">
            <main
              id="main"
              data-testid="page"
              className="mx-auto w-full max-w-screen-2xl flex-1 px-3 py-4 sm:px-4 lg:px-6 lg:py-6"
            >
              <Outlet />
            </main>
            <Footer />
          </div>
        </div>
      </div>
    </GameActionsBoundary>
  );
}
