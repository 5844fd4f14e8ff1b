import { Outlet } from 'react-router';
import { useCurrentStaff } from '../../features/session/api/get-current-staff';
import { SideNav, SideNavDrawer } from './side-nav';
import { SkipLink } from './skip-link';
import { TopBar } from './top-bar';

/** The signed-in frame: top bar, side navigation (a drawer on phones), the page. */
export function AdminLayout() {
  const staff = useCurrentStaff().data?.staff;
  return (
    <div data-testid="admin-layout" className="flex min-h-dvh flex-col">
      <SkipLink />
      <TopBar staff={staff} />
      <SideNavDrawer staff={staff} />
      <div className="flex flex-1">
        <SideNav staff={staff} />
        <main
          id="main"
          data-testid="page"
          tabIndex={-1}
          className="mx-auto w-full max-w-screen-2xl min-w-0 flex-1 px-3 py-4 outline-none sm:px-4 lg:px-6 lg:py-6"
        >
          <Outlet />
        </main>
      </div>
    </div>
  );
}
