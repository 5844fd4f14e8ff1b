import { ChevronLeftIcon } from '@gaming/ui/icons';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { buttonStyles } from '../../components/button-styles';
import { SessionClockBar } from '../../features/responsible-gaming/components/session-clock-bar';
import { Header } from './header';
import { SkipLink } from './skip-link';

/**
 * Leaves the game: back to where the player came from on this site, or, opened directly (a bookmark,
 * a new tab, a return from elsewhere), to the in-house lobby for an in-house game and home otherwise.
 */
function GameExit() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const exit = () => {
    // react-router numbers the entries it made in this tab; 0 is the one the tab arrived on.
    const entryIndex = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (entryIndex > 0) {
      void navigate(-1);
      return;
    }
    void navigate(pathname.startsWith('/inhouse/') ? '/inhouse' : '/', { replace: true });
  };
  return (
    <button
      type="button"
      data-testid="game-exit"
      onClick={exit}
      className={`${buttonStyles.secondary} ${buttonStyles.small} gap-1 self-start`}
    >
      <ChevronLeftIcon className="size-4 rtl:rotate-180" />
      {t('gamePage.exit')}
    </button>
  );
}

/**
 * Game pages (/seamless, in-house games, lottery variants): header and an exit (with the session clock
 * when the brand asks for it), no side menu, no footer.
 */
export function GameLayout() {
  return (
    <div data-testid="layout" data-layout="game" className="flex min-h-dvh flex-col">
      <SkipLink />
      <Header withDrawer={false} />
      <main
        id="main"
        data-testid="page"
        className="flex w-full flex-1 flex-col gap-3 px-3 py-3 sm:px-4 sm:py-4 lg:px-6"
      >
        <div className="flex flex-wrap items-center justify-between gap-2">
          <GameExit />
          {/* The session clock and net result where the brand's profile asks for them (issue 20). */}
          <SessionClockBar />
        </div>
        <Outlet />
      </main>
    </div>
  );
}
