import { KeyIcon, LogOutIcon, MenuIcon } from '@gaming/ui/icons';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Badge } from '../../components/badge';
import { buttonStyles } from '../../components/button-styles';
import { LanguageSwitch } from '../../features/preferences/components/language-switch';
import { ThemeToggle } from '../../features/preferences/components/theme-toggle';
import { useSignOut } from '../../features/session/api/sign-out';
import type { StaffSummary } from '../../lib/admin-types';
import { BrandMark } from './brand-mark';
import { useDrawerStore } from './drawer-store';

export function TopBar({ staff }: { staff: StaffSummary | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const drawerOpen = useDrawerStore((state) => state.open);
  const setDrawerOpen = useDrawerStore((state) => state.setOpen);
  const signOut = useSignOut();
  const onSignOut = () =>
    signOut.mutate(undefined, { onSettled: () => void navigate('/sign-in', { replace: true }) });
  return (
    <header
      data-testid="top-bar"
      className="sticky top-0 z-30 flex h-top-bar items-center gap-2 border-b border-border bg-bg-elevated px-2 sm:px-4"
    >
      <button
        type="button"
        data-testid="drawer-toggle"
        aria-label={t('nav.open')}
        aria-expanded={drawerOpen}
        onClick={() => setDrawerOpen(true)}
        className={`${buttonStyles.icon} lg:hidden`}
      >
        <MenuIcon />
      </button>
      <BrandMark />
      <div className="ms-auto flex min-w-0 items-center gap-1 sm:gap-2">
        {staff ? (
          <div className="hidden min-w-0 flex-col items-end leading-tight md:flex">
            <span data-testid="current-staff-name" className="max-w-48 truncate font-semibold">
              {staff.displayName}
            </span>
            <span data-testid="current-staff-role" data-role={staff.role}>
              <Badge tone="info">{t(`roles.${staff.role}`)}</Badge>
            </span>
          </div>
        ) : null}
        <div className="hidden sm:block">
          <LanguageSwitch />
        </div>
        <ThemeToggle />
        <Link
          to="/change-password"
          data-testid="change-own-password"
          aria-label={t('changePassword.title')}
          title={t('changePassword.title')}
          className={buttonStyles.icon}
        >
          <KeyIcon />
        </Link>
        <button
          type="button"
          data-testid="sign-out"
          onClick={onSignOut}
          disabled={signOut.isPending}
          aria-label={t('signOut.label')}
          title={t('signOut.label')}
          className={`${buttonStyles.ghost} px-2 sm:px-3`}
        >
          <LogOutIcon />
          <span className="hidden sm:inline">{t('signOut.label')}</span>
        </button>
      </div>
    </header>
  );
}
