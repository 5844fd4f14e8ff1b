import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/error-state';
import { Skeleton } from '../../../components/skeleton';
import { useVendors } from '../api/get-vendors';
import { uniqueVendors } from '../lib/navigation';
import { VendorBadge } from './vendor-badge';

/** Footer: every vendor once (deduplicated across categories). */
export function VendorLogoRow() {
  const { t } = useTranslation();
  const vendors = useVendors();
  if (vendors.isPending) return <Skeleton className="h-10 w-full" />;
  if (vendors.isError)
    return <ErrorState compact error={vendors.error} onRetry={() => void vendors.refetch()} />;
  const unique = uniqueVendors(vendors.data.lanes);
  if (unique.length === 0) return null;
  return (
    <ul
      aria-label={t('footer.vendors')}
      data-testid="vendor-logo-row"
      className="flex flex-wrap items-center justify-center gap-2"
    >
      {unique.map((vendor) => (
        <li
          key={vendor.vassalage}
          data-testid={`vendor-logo-${vendor.vassalage}`}
          className="flex h-10 min-w-20 items-center justify-center rounded-md border border-border bg-surface-2 px-3 text-muted grayscale transition hover:grayscale-0"
        >
          <VendorBadge vendor={vendor} size="sm" />
        </li>
      ))}
    </ul>
  );
}
