import type { AdminRankingBoard, AdminRankingResultsResponse } from '@gaming/contracts/rankings';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../../components/data-table';
import { DateTime } from '../../../../components/date-time';
import { formatMoney, type MoneyFormat } from '../../../../lib/format-money';
import { defaultPageSize } from '../../../../lib/paging';
import { useRankingResults } from '../../api/rankings';
import { PagedResultsDialog, PaidOrOwed } from '../paged-results-dialog';
import { rewardText } from '../reward-text';

type Period = AdminRankingResultsResponse['periods'][number];
type Result = Period['results'][number];

function PayoutCell({ result }: { result: Result }) {
  const { t } = useTranslation();
  if (!result.prize) return <span className="text-muted">{t('states.none')}</span>;
  return <PaidOrOwed paidAt={result.paidAt} />;
}

function PeriodResults({ period, money }: { period: Period; money: MoneyFormat }) {
  const { t } = useTranslation();
  return (
    <section className="flex flex-col gap-2" data-testid="ranking-period">
      <h3 className="flex flex-wrap items-baseline gap-x-2 text-sm font-bold">
        <DateTime value={period.periodStart} />
        <span aria-hidden="true">→</span>
        <DateTime value={period.periodEnd} />
      </h3>
      <p className="text-xs text-muted">
        {t('loyalty.rankings.results.frozenAt')} <DateTime value={period.frozenAt} />
      </p>
      {period.results.length === 0 ? (
        <p className="text-muted">{t('loyalty.rankings.results.nobody')}</p>
      ) : (
        <DataTable
          testId="ranking-results"
          caption={t('loyalty.rankings.results.caption')}
          rows={period.results}
          rowKey={(row) => String(row.rank)}
          rowTestId="ranking-result"
          columns={[
            { header: t('loyalty.rankings.fields.rank'), kind: 'number', cell: (row) => row.rank },
            {
              header: t('loyalty.forms.member'),
              className: 'break-words',
              cell: (row) => row.account ?? row.memberId,
            },
            {
              header: t('loyalty.rankings.results.value'),
              kind: 'number',
              cell: (row) => formatMoney(row.valueMinor, money),
            },
            {
              header: t('loyalty.rankings.results.prize'),
              cell: (row) => (row.prize ? rewardText(t, row.prize, money) : t('states.none')),
            },
            { header: t('loyalty.forms.payout'), cell: (row) => <PayoutCell result={row} /> },
          ]}
        />
      )}
    </section>
  );
}

/** A board's frozen periods, newest first: each rank's member, value, prize and payout. */
export function RankingResultsDialog({
  board,
  money,
  onClose,
}: {
  board: AdminRankingBoard;
  money: MoneyFormat;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [paging, setPaging] = useState({ page: 1, pageSize: defaultPageSize });
  const results = useRankingResults(board.id, paging);
  return (
    <PagedResultsDialog
      testId="ranking-results-dialog"
      title={board.title.EN}
      description={t('loyalty.rankings.results.description')}
      caption={t('loyalty.rankings.results.caption')}
      emptyTitle={t('loyalty.rankings.results.empty')}
      query={results}
      isEmpty={(data) => data.periods.length === 0}
      onPageChange={(change) => setPaging((now) => ({ ...now, ...change }))}
      onClose={onClose}
    >
      {(data) => (
        <div className="flex flex-col gap-4">
          {data.periods.map((period) => (
            <PeriodResults key={period.periodStart} period={period} money={money} />
          ))}
        </div>
      )}
    </PagedResultsDialog>
  );
}
