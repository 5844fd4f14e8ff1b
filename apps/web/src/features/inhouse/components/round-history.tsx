import type { InhouseOutcome, InhousePlay } from '@gaming/contracts/inhouse-games';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../components/button-styles';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { Skeleton } from '../../../components/skeleton';
import { formatBrandIso } from '../../../lib/brand-time';
import { useSiteSettings } from '../../system/api/get-site-settings';
import { useInhouseGameName } from '../api/get-inhouse-games';
import { roundsPageSize, useInhouseRounds } from '../api/get-inhouse-rounds';
import { formatMoney } from '../lib/format';
import { panelClass } from './game-frame';
import { outcomeText } from './outcome-text';

/** The member's in-house rounds with a verify action each. */
export function RoundHistory({
  page,
  onPage,
  selected,
  onVerify,
  decimals,
}: {
  page: number;
  onPage: (page: number) => void;
  selected: string | null;
  onVerify: (roundId: string) => void;
  decimals: number;
}) {
  const { t } = useTranslation('inhouse');
  const rounds = useInhouseRounds(page);
  const nameOf = useInhouseGameName();
  const gmtOffsetMinutes = useSiteSettings().data?.brand.gmtOffsetMinutes ?? 0;
  if (rounds.isError && !rounds.data)
    return <ErrorState error={rounds.error} onRetry={() => void rounds.refetch()} />;
  if (!rounds.data) return <Skeleton className="h-64" />;
  const { pageInfo } = rounds.data;
  const pages = Math.max(1, Math.ceil(pageInfo.total / roundsPageSize));
  return (
    <section className={`${panelClass} flex flex-col gap-3`} aria-labelledby="history-title">
      <h2 id="history-title" className="text-lg font-semibold">
        {t('history.title')}
      </h2>
      {rounds.data.rounds.length === 0 ? (
        <EmptyState title={t('history.emptyTitle')} body={t('history.emptyBody')} />
      ) : (
        <ul className="flex flex-col divide-y divide-border" data-testid="round-history">
          {rounds.data.rounds.map((round) => {
            const play = { game: round.game, params: round.params } as InhousePlay;
            const drawn = (
              round.outcome === null ? null : { game: round.game, outcome: round.outcome }
            ) as InhouseOutcome | null;
            const won = BigInt(round.winMinor) > 0n;
            return (
              <li
                key={round.roundId}
                data-testid="round-row"
                data-round-id={round.roundId}
                className="flex flex-wrap items-center gap-x-4 gap-y-1 py-2.5 text-sm"
              >
                <div className="min-w-0 flex-1">
                  <p className="font-semibold">
                    {nameOf(round.game)}{' '}
                    <span className="font-normal text-muted">
                      · {t('history.nonce', { nonce: round.nonce ?? '—' })} ·{' '}
                      {formatBrandIso(round.createdAt, gmtOffsetMinutes)}
                    </span>
                  </p>
                  <p className="truncate text-muted">{outcomeText(t, play, drawn)}</p>
                </div>
                <p className="tabular-nums">
                  {formatMoney(round.stakeMinor, decimals)} →{' '}
                  <span className={won ? 'font-semibold text-success' : 'text-muted'}>
                    {formatMoney(round.winMinor, decimals)}
                  </span>
                </p>
                <button
                  type="button"
                  data-testid="verify-round"
                  aria-pressed={selected === round.roundId}
                  className={`${buttonStyles.secondary} ${buttonStyles.small}`}
                  onClick={() => onVerify(round.roundId)}
                >
                  {t('history.verify')}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {pages > 1 ? (
        <nav aria-label={t('history.pages')} className="flex items-center justify-between text-sm">
          <button
            type="button"
            className={`${buttonStyles.ghost} ${buttonStyles.small}`}
            disabled={page <= 1}
            onClick={() => onPage(page - 1)}
          >
            {t('history.previous')}
          </button>
          <span className="tabular-nums text-muted">{t('history.page', { page, pages })}</span>
          <button
            type="button"
            className={`${buttonStyles.ghost} ${buttonStyles.small}`}
            disabled={page >= pages}
            onClick={() => onPage(page + 1)}
          >
            {t('history.next')}
          </button>
        </nav>
      ) : null}
    </section>
  );
}
