import { Navigate, useLocation } from 'react-router';
import { useRestriction } from '../hooks/use-restriction';

/** A restricted session sees only its member centre: every other route leads there. */
export function RestrictedGate() {
  const { restricted } = useRestriction();
  const { pathname } = useLocation();
  if (!restricted || pathname === '/member') return null;
  return <Navigate to="/member" replace />;
}
