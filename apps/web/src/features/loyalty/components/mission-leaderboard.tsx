import { TrophyIcon } from '@gaming/ui/icons';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { ListSkeleton, ReportStates } from '../../../components/report-states';
import { useMissionLeaderboard } from '../api/get-mission-leaderboard';
import type { LoyaltyFormat } from '../lib/loyalty-format';
import { lastInstantOf } from '../lib/periods';

/** This brand week's members ranked by missions claimed (spec §7 missionLeaderboard); names masked. */
export function MissionLeaderboard({ format }: { format: LoyaltyFormat }) {
  const { t } = useTranslation(['loyalty', 'common']);
  const leaderboard = useMissionLeaderboard();
  return (
    <ReportStates
      query={leaderboard}
      rangeProblem={null}
      testIdPrefix="mission-leaderboard"
      placeholder={<ListSkeleton testId="mission-leaderboard-loading" />}
    >
      {(data) => (
        <section
          className="flex flex-col gap-2 rounded-xl border border-border bg-surface p-4"
          data-testid="mission-leaderboard"
        >
          <p className="text-xs text-muted tabular-nums">
            {t('rankings.period', {
              start: format.time(data.weekStart, 'day'),
              end: format.time(lastInstantOf(data.weekEnd), 'day'),
            })}
          </p>
          {data.entries.length === 0 ? (
            <EmptyState
              icon={<TrophyIcon className="size-6" />}
              title={t('leaderboard.emptyTitle')}
              body={t('leaderboard.emptyBody')}
            />
          ) : (
            <ol className="flex flex-col divide-y divide-border">
              {data.entries.map((entry) => (
                <li
                  key={entry.rank}
                  data-testid="mission-leaderboard-row"
                  data-rank={entry.rank}
                  className="flex items-center gap-3 py-2 text-sm"
                >
                  <span className="grid size-7 shrink-0 place-items-center rounded-full bg-surface-2 text-xs font-bold tabular-nums">
                    {entry.rank}
                  </span>
                  <span className="min-w-0 flex-1 truncate font-semibold">{entry.account}</span>
                  <span className="shrink-0 font-bold tabular-nums">
                    {t('leaderboard.claimed', { count: entry.missionsClaimed })}
                  </span>
                </li>
              ))}
            </ol>
          )}
        </section>
      )}
    </ReportStates>
  );
}
