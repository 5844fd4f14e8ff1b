import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useRestriction } from '../hooks/use-restriction';

/**
 * A restricted session sees only its member centre: every other route leads there, and is not rendered on
 * the way (its page would ask the server for what the session may not have).
 */
export function RestrictedGate({ children }: { children: ReactNode }) {
  const { restricted } = useRestriction();
  const { pathname } = useLocation();
  if (!restricted || pathname === '/member') return children;
  return <Navigate to="/member" replace />;
}
