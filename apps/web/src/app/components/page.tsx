import { type ReactNode, useEffect } from 'react';
import { useSiteSettings } from '../../features/system/api/get-site-settings';

/** A page's root: names it for tests (data-page) and sets the document title. */
export function Page({
  id,
  title,
  children,
  className = 'flex flex-col gap-6',
}: {
  id: string;
  title: string;
  children: ReactNode;
  className?: string;
}) {
  const brand = useSiteSettings().data?.brand.name;
  useEffect(() => {
    document.title = brand ? `${title} | ${brand}` : title;
  }, [title, brand]);
  return (
    <div data-page={id} className={className}>
      {children}
    </div>
  );
}
