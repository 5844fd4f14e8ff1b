import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../components/button-styles';
import { MenuIcon } from '../../components/icons';
import { Skeleton } from '../../components/skeleton';
import { AuthButtons } from '../../features/auth/components/auth-buttons';
import { useSession } from '../../features/auth/hooks/use-session';
import { HeaderNav } from '../../features/catalogue/components/header-nav';
import { LanguageSelector } from '../../features/language/components/language-selector';
import { useSiteSettings } from '../../features/system/api/get-site-settings';
import { ThemeToggle } from '../../features/theme/components/theme-toggle';
import { AccountMenu } from './account-menu';
import { BrandLogo } from './brand-logo';
import { useSideMenuStore } from './side-menu-store';

/** Login and register (and free play) for guests; the account drop-down once logged in. */
function HeaderAccount() {
  const { status, member } = useSession();
  const freePlayEnabled = useSiteSettings().data?.whitelabel.FREEPLAY3 ?? false;
  if (status === 'guest') return <AuthButtons freePlayEnabled={freePlayEnabled} />;
  if (!member) return <Skeleton className="h-10 w-28 rounded-full" />;
  return <AccountMenu member={member} />;
}

/** The site header (spec §2 Header). */
export function Header({ withDrawer }: { withDrawer: boolean }) {
  const { t } = useTranslation();
  const drawerOpen = useSideMenuStore((state) => state.drawerOpen);
  const setDrawerOpen = useSideMenuStore((state) => state.setDrawerOpen);
  return (
    <header
      data-testid="header"
      className="sticky top-0 z-30 border-b border-border bg-bg-elevated shadow-panel lg:shadow-none"
    >
      <div className="flex h-14 items-center gap-2 px-2 sm:px-4">
        {withDrawer ? (
          <button
            type="button"
            data-testid="drawer-toggle"
            aria-label={t('sideMenu.open')}
            aria-expanded={drawerOpen}
            onClick={() => setDrawerOpen(true)}
            className={`${buttonStyles.icon} lg:hidden`}
          >
            <MenuIcon />
          </button>
        ) : null}
        <BrandLogo />
        <div className="ms-auto flex items-center gap-1 sm:gap-2">
          <div className="hidden sm:block">
            <LanguageSelector />
          </div>
          <ThemeToggle />
          <HeaderAccount />
        </div>
      </div>
      <div className="hidden border-t border-border px-4 lg:block">
        <HeaderNav />
      </div>
    </header>
  );
}
