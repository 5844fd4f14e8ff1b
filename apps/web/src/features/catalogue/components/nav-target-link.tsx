import { useQueryClient } from '@tanstack/react-query';
import type { MouseEvent, ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { prefetchVendorFirstGame, useVendorLaunch } from '../hooks/use-vendor-launch';
import { isActivePath, type NavTarget, pathOf } from '../lib/navigation';

/** A click the browser should handle itself (new tab, new window, download). */
function opensElsewhere(event: MouseEvent): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

/**
 * A link for a navigation target. A launch target starts the vendor's first game through the launch flow
 * (spec §2 direct vendor launch); its address stays the category page, for a new tab (data-nav-kind tells
 * which).
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
  const queryClient = useQueryClient();
  const launch = useVendorLaunch();
  const path = pathOf(target);
  const isActive = isActivePath(path, location, end);
  const prefetch = target.kind === 'launch' ? () => prefetchVendorFirstGame(queryClient, target) : undefined;
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (target.kind === 'launch' && !opensElsewhere(event)) {
      event.preventDefault();
      onNavigate?.();
      void launch(target);
      return;
    }
    onNavigate?.();
  };
  return (
    <Link
      to={path}
      className={typeof className === 'function' ? className({ isActive }) : className}
      aria-current={isActive ? 'page' : undefined}
      data-testid={testId}
      data-nav-kind={target.kind}
      aria-label={label}
      title={label ?? tooltip}
      onClick={onClick}
      onPointerEnter={prefetch}
      onFocus={prefetch}
    >
      {children}
    </Link>
  );
}
