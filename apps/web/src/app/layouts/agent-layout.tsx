import { LogoutIcon } from '@gaming/ui/icons';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { Skeleton } from '../../components/skeleton';
import { useSession } from '../../features/auth/hooks/use-session';
import { AnnouncementPopupHost } from '../../features/content/components/announcement-popup-host';
import { LanguageSelector } from '../../features/language/components/language-selector';
import { useSiteSettings } from '../../features/system/api/get-site-settings';
import { ThemeToggle } from '../../features/theme/components/theme-toggle';
import { useAuthModalStore } from '../../lib/auth-modal-store';
import { AgentClock } from './agent-clock';
import { BrandLogo } from './brand-logo';
import { SkipLink } from './skip-link';

/** The agent area's own layout (/agent, /agentHome). */
export function AgentLayout() {
  const { t } = useTranslation();
  const brandSettings = useSiteSettings().data?.brand;
  const brand = brandSettings?.name;
  const { member } = useSession();
  const openModal = useAuthModalStore((state) => state.openModal);
  const agent = member?.isAgent ? member : null;
  return (
    <div data-testid="layout" data-layout="agent" className="flex min-h-dvh flex-col bg-bg">
      <SkipLink />
      <AnnouncementPopupHost />
      <header
        data-testid="agent-header"
        className="sticky top-0 z-30 flex h-14 items-center gap-3 border-b border-border bg-bg-elevated px-3 sm:px-4"
      >
        <BrandLogo to="/agent" />
        <span className="hidden rounded-md bg-surface-2 px-2 py-1 text-xs font-semibold text-accent-text sm:inline">
          {t('agent.badge')}
        </span>
        <div className="ms-auto flex items-center gap-1 sm:gap-2">
          <Link to="/" className="hidden rounded-md px-3 py-2 text-sm text-muted hover:bg-surface-2 sm:block">
            {t('agent.backToSite')}
          </Link>
          <LanguageSelector testId="agent-language-selector" />
          <ThemeToggle />
        </div>
      </header>
      {agent ? (
        <div
          data-testid="agent-bar"
          className="flex flex-wrap items-center gap-x-4 gap-y-2 border-b border-border bg-surface px-3 py-2 sm:px-4"
        >
          <p className="text-sm">
            {t('agent.signedInAs')}{' '}
            <span data-testid="agent-nickname" className="font-semibold">
              {agent.nickname}
            </span>
          </p>
          <AgentClock offsetMinutes={brandSettings?.gmtOffsetMinutes ?? 0} />
          <button
            type="button"
            data-testid="agent-logout"
            onClick={() => openModal('logout')}
            className="ms-auto flex h-8 items-center gap-1.5 rounded-md px-2 text-sm text-muted hover:bg-surface-2 hover:text-text"
          >
            <LogoutIcon className="size-4 rtl:-scale-x-100" />
            {t('auth.logout')}
          </button>
        </div>
      ) : null}
      <main
        id="main"
        data-testid="page"
        className="mx-auto flex w-full max-w-7xl flex-1 flex-col px-3 py-4 sm:px-6 sm:py-6"
      >
        {/* The agent centre's texts load with its first page: only the page waits, not the frame. */}
        <Suspense fallback={<Skeleton className="h-96" />}>
          <Outlet />
        </Suspense>
      </main>
      <footer
        data-testid="agent-footer"
        className="border-t border-border px-4 py-4 text-center text-xs text-muted"
      >
        {t('footer.copyright', { year: new Date().getFullYear(), brand: brand ?? t('brand.generic') })}
      </footer>
    </div>
  );
}
