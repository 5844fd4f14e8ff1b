import type { ReactNode } from 'react';
import type { PageInfo } from '../lib/paging';
import { type PageChange, Pager } from './pager';

/** One page of results and its pager; while the next page loads the section is busy and the pager waits. */
export function PagedSection({
  label,
  busy,
  pageInfo,
  onPageChange,
  children,
}: {
  label: string;
  busy: boolean;
  pageInfo: PageInfo;
  onPageChange: (change: PageChange) => void;
  children: ReactNode;
}) {
  return (
    <section aria-label={label} aria-busy={busy}>
      {children}
      <Pager pageInfo={pageInfo} disabled={busy} onChange={onPageChange} />
    </section>
  );
}
