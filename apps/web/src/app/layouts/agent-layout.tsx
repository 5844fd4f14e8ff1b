import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { LanguageSelector } from '../../features/language/components/language-selector';
import { useSiteSettings } from '../../features/system/api/get-site-settings';
import { ThemeToggle } from '../../features/theme/components/theme-toggle';
import { BrandLogo } from './brand-logo';
import { SkipLink } from './skip-link';

/** The agent area's own layout (/agent, /agentHome). */
export function AgentLayout() {
  const { t } = useTranslation();
  const brand = useSiteSettings().data?.brand.name;
  return (
    <div data-testid="layout" data-layout="agent" className="flex min-h-dvh flex-col bg-bg">
      <SkipLink />
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
      <main
        id="main"
        data-testid="page"
        className="mx-auto flex w-full max-w-5xl flex-1 flex-col px-3 py-6 sm:px-6"
      >
        <Outlet />
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
