import { Outlet } from 'react-router';
import { Header } from './header';
import { SkipLink } from './skip-link';

/** Game pages (/seamless, lottery variants): header only, no side menu and no footer. */
export function GameLayout() {
  return (
    <div data-testid="layout" data-layout="game" className="flex min-h-dvh flex-col">
      <SkipLink />
      <Header withDrawer={false} />
      <main id="main" data-testid="page" className="flex w-full flex-1 flex-col px-3 py-4 sm:px-4 lg:px-6">
        <Outlet />
      </main>
    </div>
  );
}
