import type { LotteryGameCode } from '@gaming/contracts/lottery-api';
import { ShieldIcon } from '@gaming/ui/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { Skeleton } from '../../../components/skeleton';
import { formatBrandIso } from '../../../lib/brand-time';
import { resultsPageSize, useLotteryResults } from '../api/get-lottery-results';
import { lotteryFairnessPath } from '../lib/lottery-paths';
import { DrawNumbers } from './draw-numbers';
import { PageNav } from './page-nav';
import { panelClass } from './panel';

/** A game's latest drawn draws with their numbers, each linked to its fairness check. */
export function ResultsList({
  gameCode,
  gmtOffsetMinutes,
}: {
  gameCode: LotteryGameCode;
  gmtOffsetMinutes: number;
}) {
  const { t } = useTranslation('lottery');
  const [page, setPage] = useState(1);
  const results = useLotteryResults(gameCode, page);
  const body = () => {
    if (results.isError && !results.data)
      return <ErrorState error={results.error} onRetry={() => void results.refetch()} />;
    if (!results.data) return <Skeleton className="h-40" />;
    if (results.data.draws.length === 0)
      return (
        <p className="py-6 text-center text-sm text-muted" data-testid="results-empty">
          {t('results.empty')}
        </p>
      );
    const pages = Math.max(1, Math.ceil(results.data.pageInfo.total / resultsPageSize));
    return (
      <>
        <ul className="flex flex-col divide-y divide-border" data-testid="results-list">
          {results.data.draws.map((draw) => (
            <li
              key={draw.drawId}
              className="flex flex-col gap-2 py-3"
              data-testid="result-row"
              data-draw-id={draw.drawId}
            >
              <div className="flex items-center justify-between gap-2 text-sm">
                <span className="tabular-nums text-muted">
                  {formatBrandIso(draw.drawAt, gmtOffsetMinutes)}
                </span>
                <Link
                  to={lotteryFairnessPath(draw.drawId)}
                  data-testid="result-verify"
                  className="inline-flex items-center gap-1 text-sm font-semibold text-accent-text underline"
                >
                  <ShieldIcon className="size-4" />
                  {t('results.verify')}
                </Link>
              </div>
              {draw.status === 'cancelled' ? (
                <p className="text-sm text-muted">{t('results.cancelled')}</p>
              ) : draw.numbers ? (
                <DrawNumbers gameCode={draw.gameCode} numbers={draw.numbers} />
              ) : null}
            </li>
          ))}
        </ul>
        <PageNav page={page} pages={pages} onPage={setPage} />
      </>
    );
  };
  return (
    <section className={`${panelClass} flex flex-col gap-2`} aria-labelledby="results-title">
      <h2 id="results-title" className="text-lg font-semibold">
        {t('results.title')}
      </h2>
      {body()}
    </section>
  );
}
