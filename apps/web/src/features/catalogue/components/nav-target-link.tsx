import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { isActivePath, type NavTarget, pathOf } from '../lib/navigation';

/**
 * A link for a navigation target. Vendor launches arrive with the games capability; until then a
 * launch target opens the category page with that vendor selected (data-nav-kind tells which).
 */
export function NavTargetLink({
  target,
  className,
  children,
  testId,
  label,
  onNavigate,
  tooltip,
  end = false,
}: {
  target: NavTarget;
  className?: string | ((state: { isActive: boolean }) => string);
  children: ReactNode;
  testId?: string;
  label?: string;
  /** A hover hint when the visible text may be hidden (icon-only layouts). */
  tooltip?: string;
  onNavigate?: () => void;
  end?: boolean;
}) {
  const location = useLocation();
  const path = pathOf(target);
  const isActive = isActivePath(path, location, end);
  return (
    <Link
      to={path}
      className={typeof className === 'function' ? className({ isActive }) : className}
      aria-current={isActive ? 'page' : undefined}
      data-testid={testId}
      data-nav-kind={target.kind}
      aria-label={label}
      title={label ?? tooltip}
      onClick={onNavigate}
    >
      {children}
    </Link>
  );
}
