import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate, useNavigation } from 'react-router';
import { AuthModals } from '../../features/auth/components/auth-modals';
import { TopLoader } from '../components/top-loader';

const authRoutePaths = new Set(['/login', '/register']);

/** Scroll to top on navigation (a #hash is left to the page, e.g. /help#term). */
function useScrollToTopOnNavigate() {
  const { pathname, search, hash } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every navigation by design.
  useEffect(() => {
    if (!hash) window.scrollTo(0, 0);
  }, [pathname, search, hash]);
}

export function RootLayout() {
  const navigation = useNavigation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useScrollToTopOnNavigate();
  // /login and /register are home with a modal: closing it returns to the plain home page.
  const onAuthModalClosed = () => {
    if (authRoutePaths.has(pathname)) void navigate('/', { replace: true });
  };
  return (
    <>
      <TopLoader active={navigation.state !== 'idle'} />
      <Outlet />
      <AuthModals onClosed={onAuthModalClosed} />
    </>
  );
}
