import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useCurrentStaff } from '../../features/session/api/get-current-staff';
import { useSessionStore } from '../../lib/session-store';

/**
 * Every screen but sign-in needs a staff session; a forced password change comes before all else.
 * The server enforces both; this only sends staff to the right screen.
 */
export function RequireSession() {
  const token = useSessionStore((state) => state.token);
  const passwordChangeRequired = useSessionStore((state) => state.passwordChangeRequired);
  const requirePasswordChange = useSessionStore((state) => state.requirePasswordChange);
  const serverWantsChange = useCurrentStaff().data?.passwordChangeRequired === true;
  const location = useLocation();
  // The server's word counts too (a tab that missed the sign-in reply, a reset by an admin).
  useEffect(() => {
    if (serverWantsChange) requirePasswordChange();
  }, [serverWantsChange, requirePasswordChange]);
  if (!token) {
    const from = `${location.pathname}${location.search}`;
    return <Navigate to="/sign-in" replace state={{ from }} />;
  }
  if (passwordChangeRequired && location.pathname !== '/change-password') {
    return <Navigate to="/change-password" replace />;
  }
  return <Outlet />;
}
