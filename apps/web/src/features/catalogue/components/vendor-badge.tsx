import type { Vendor } from '@gaming/contracts/catalogue';
import { useState } from 'react';

/** A vendor's logo, or a styled text badge of its name when there is no logo (or it fails to load). */
export function VendorBadge({ vendor, size = 'md' }: { vendor: Vendor; size?: 'sm' | 'md' }) {
  const [logoFailed, setLogoFailed] = useState(false);
  const height = size === 'sm' ? 'h-8' : 'h-12';
  if (vendor.logoUrl && !logoFailed) {
    return (
      <img
        src={vendor.logoUrl}
        alt={vendor.displayName}
        loading="lazy"
        decoding="async"
        onError={() => setLogoFailed(true)}
        className={`${height} w-auto max-w-full object-contain`}
      />
    );
  }
  return (
    <span
      className={`${height} inline-flex max-w-full items-center justify-center overflow-hidden px-1 text-center leading-tight font-extrabold tracking-wide break-words text-text uppercase ${
        size === 'sm' ? 'text-xs' : 'text-sm'
      }`}
    >
      {vendor.displayName}
    </span>
  );
}
