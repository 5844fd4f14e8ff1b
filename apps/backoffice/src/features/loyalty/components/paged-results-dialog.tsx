import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/badge';
import { DateTime } from '../../../components/date-time';
import { Modal } from '../../../components/modal';
import { PagedSection } from '../../../components/paged-section';
import type { PageChange } from '../../../components/pager';
import { QueryStates } from '../../../components/query-states';
import type { PageInfo } from '../../../lib/paging';

/**
 * A wide dialog of one configured thing's paged outcome (a mission's claims, a board's frozen periods):
 * loading, failure and empty states, then the page with its pager. The caller owns the paging its query
 * reads; `onPageChange` moves it.
 */
export function PagedResultsDialog<Data extends { pageInfo: PageInfo }>({
  testId,
  title,
  description,
  caption,
  emptyTitle,
  query,
  isEmpty,
  onPageChange,
  onClose,
  children,
}: {
  testId: string;
  title: string;
  description: string;
  caption: string;
  emptyTitle: string;
  query: UseQueryResult<Data>;
  isEmpty: (data: Data) => boolean;
  onPageChange: (change: PageChange) => void;
  onClose: () => void;
  children: (data: Data) => ReactNode;
}) {
  return (
    <Modal
      open
      wide
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      testId={testId}
      title={title}
      description={description}
    >
      <QueryStates query={query} isEmpty={isEmpty} empty={{ title: emptyTitle }}>
        {(data) => (
          <PagedSection
            label={caption}
            busy={query.isFetching}
            pageInfo={data.pageInfo}
            onPageChange={onPageChange}
          >
            {children(data)}
          </PagedSection>
        )}
      </QueryStates>
    </Modal>
  );
}

/** A reward's payout: when it was paid, or "owed" while the payout job still owes it. */
export function PaidOrOwed({ paidAt }: { paidAt: string | null }) {
  const { t } = useTranslation();
  if (paidAt) return <DateTime value={paidAt} />;
  return (
    <Badge tone="warning" value="owed">
      {t('loyalty.forms.owed')}
    </Badge>
  );
}
