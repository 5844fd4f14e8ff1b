import { ListIcon } from '@gaming/ui/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { PageNav } from '../../../components/page-nav';
import { ListSkeleton, ReportStates } from '../../../components/report-states';
import { pointsTransactionsPageSize, usePointsTransactions } from '../api/get-points-transactions';
import type { LoyaltyFormat } from '../lib/loyalty-format';
import { shortReference } from '../lib/reference';
import { formatPoints, formatSignedPoints, toWhole } from '../lib/whole-numbers';

/**
 * Codes whose label already says all the line's remark would (the server's remark of a conversion is the
 * English "Points conversion", which a NE screen must not show).
 */
const codesSaidByLabel: ReadonlySet<string> = new Set(['points_convert']);

/** The member's points ledger lines (spec §7 pointsTransactionDetails), newest first, paged. */
export function PointsTransactions({ format }: { format: LoyaltyFormat }) {
  const { t } = useTranslation(['loyalty', 'common']);
  const [page, setPage] = useState(1);
  const lines = usePointsTransactions(page);
  return (
    <ReportStates
      query={lines}
      rangeProblem={null}
      testIdPrefix="points-lines"
      placeholder={<ListSkeleton testId="points-lines-loading" />}
    >
      {(data) =>
        data.lines.length === 0 ? (
          <div data-testid="points-lines-empty">
            <EmptyState
              icon={<ListIcon className="size-6" />}
              title={t('details.emptyTitle')}
              body={t('details.emptyBody')}
            />
          </div>
        ) : (
          <>
            <ul
              className="flex flex-col divide-y divide-border rounded-xl border border-border bg-surface"
              data-testid="points-lines"
            >
              {data.lines.map((line) => {
                const incoming = (toWhole(line.points) ?? 0n) > 0n;
                return (
                  <li
                    key={line.transactionReference}
                    data-testid="points-line"
                    data-code={line.code}
                    className="flex items-start justify-between gap-3 px-4 py-3"
                  >
                    <div className="min-w-0">
                      <p className="text-sm font-semibold">{t(`details.codes.${line.code}`)}</p>
                      {line.remark && !codesSaidByLabel.has(line.code) ? (
                        <p className="text-xs break-words text-muted">{line.remark}</p>
                      ) : null}
                      <p className="text-xs text-muted tabular-nums">
                        {format.time(line.createdAt, 'minute')} · {shortReference(line.transactionReference)}
                      </p>
                    </div>
                    <div className="shrink-0 text-end tabular-nums">
                      <p
                        data-testid="points-line-points"
                        className={`font-bold ${incoming ? 'text-success' : 'text-text'}`}
                      >
                        <bdi>{formatSignedPoints(line.points)}</bdi>
                      </p>
                      <p className="text-xs text-muted">
                        {t('details.balanceAfter', { points: formatPoints(line.balanceAfterPoints) })}
                      </p>
                    </div>
                  </li>
                );
              })}
            </ul>
            {data.pageInfo.total > pointsTransactionsPageSize ? (
              <PageNav
                label={t('details.paging')}
                page={page}
                pageCount={Math.max(1, Math.ceil(data.pageInfo.total / pointsTransactionsPageSize))}
                total={data.pageInfo.total}
                onPage={setPage}
                testId="points-lines"
              />
            ) : null}
          </>
        )
      }
    </ReportStates>
  );
}
