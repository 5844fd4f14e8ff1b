import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { Skeleton } from '../../../components/skeleton';
import { useVendors } from '../api/get-vendors';
import { footerCategoryTarget, homePath, vendorTarget } from '../lib/navigation';
import { NavTargetLink } from './nav-target-link';

const maxVendorsPerColumn = 8;

/** Footer: HOME plus each category with its vendors. */
export function FooterCategories() {
  const { t } = useTranslation();
  const vendors = useVendors();
  if (vendors.isPending) return <Skeleton className="h-32 w-full" />;
  if (vendors.isError)
    return <ErrorState compact error={vendors.error} onRetry={() => void vendors.refetch()} />;
  const lanes = vendors.data.lanes.filter((lane) => lane.vendors.length > 0);
  return (
    <nav aria-label={t('footer.categories')} data-testid="footer-categories">
      <ul className="grid grid-cols-2 gap-x-4 gap-y-5 sm:grid-cols-3 lg:grid-cols-6">
        <li>
          <Link
            to={homePath}
            className="font-semibold hover:text-accent-text"
            data-testid="footer-category-HOME"
          >
            {t('categories.HOME')}
          </Link>
        </li>
        {lanes.map((lane) => (
          <li key={lane.gameCategory}>
            <NavTargetLink
              target={footerCategoryTarget(lane)}
              testId={`footer-category-${lane.gameCategory}`}
              className="font-semibold hover:text-accent-text"
            >
              {t(`categories.${lane.gameCategory}`)}
            </NavTargetLink>
            <ul className="mt-2 flex flex-col gap-1">
              {lane.vendors.slice(0, maxVendorsPerColumn).map((vendor) => (
                <li key={vendor.vassalage}>
                  <NavTargetLink
                    target={vendorTarget(lane.gameCategory, vendor)}
                    className="text-xs text-muted hover:text-text"
                  >
                    {vendor.displayName}
                  </NavTargetLink>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </nav>
  );
}
