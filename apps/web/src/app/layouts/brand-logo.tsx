import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Skeleton } from '../../components/skeleton';
import { useSiteSettings } from '../../features/system/api/get-site-settings';

/** The brand mark and name from the site settings; links home. */
export function BrandLogo({ to = '/' }: { to?: string }) {
  const { t } = useTranslation();
  const settings = useSiteSettings();
  const name = settings.data?.brand.name;
  return (
    <Link
      to={to}
      data-testid="brand-logo"
      aria-label={name ? t('header.homeOf', { brand: name }) : t('categories.HOME')}
      className="flex min-w-0 items-center gap-2 rounded-md"
    >
      <span
        aria-hidden="true"
        className="grid size-8 shrink-0 place-items-center rounded-lg bg-accent text-base font-black text-accent-contrast"
      >
        {name ? name.charAt(0).toUpperCase() : null}
      </span>
      {name ? (
        // dir="auto": a Latin name on a right-to-left page keeps its start and is cut at its own end.
        <span
          data-testid="brand-name"
          dir="auto"
          className="truncate text-base font-extrabold tracking-tight sm:text-lg"
        >
          {name}
        </span>
      ) : settings.isPending ? (
        <Skeleton className="h-5 w-24" />
      ) : null}
    </Link>
  );
}
