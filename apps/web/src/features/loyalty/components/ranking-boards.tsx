import type { RankingBoardsResponse, RankingStanding } from '@gaming/contracts/rankings';
import { TrophyIcon } from '@gaming/ui/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { ListSkeleton, ReportStates } from '../../../components/report-states';
import { useRankingBoards } from '../api/get-ranking-boards';
import type { LoyaltyFormat } from '../lib/loyalty-format';
import { pointsCount } from '../lib/whole-numbers';

type Board = RankingBoardsResponse['boards'][number];

const medalClass: Record<number, string> = {
  1: 'bg-accent text-accent-contrast',
  2: 'bg-surface-3 text-text',
  3: 'bg-warning-surface text-warning',
};

function Standings({
  standings,
  format,
  testId,
  empty,
}: {
  standings: RankingStanding[];
  format: LoyaltyFormat;
  testId: string;
  empty: string;
}) {
  const { t } = useTranslation(['loyalty', 'common']);
  if (standings.length === 0) return <p className="py-4 text-center text-sm text-muted">{empty}</p>;
  return (
    <ol className="flex flex-col divide-y divide-border" data-testid={testId}>
      {standings.map((standing) => (
        <li
          key={standing.rank}
          data-testid={`${testId}-row`}
          data-rank={standing.rank}
          className="flex items-center gap-3 py-2 text-sm"
        >
          <span
            className={`grid size-7 shrink-0 place-items-center rounded-full text-xs font-bold tabular-nums ${medalClass[standing.rank] ?? 'bg-surface-2 text-muted'}`}
          >
            {standing.rank}
          </span>
          <span className="min-w-0 flex-1 truncate font-semibold" data-testid="ranking-account">
            {standing.account}
          </span>
          <span className="flex shrink-0 flex-col items-end tabular-nums">
            <span className="font-bold">{format.money(standing.valueMinor)}</span>
            {standing.prize ? (
              <span className="text-xs text-accent-text" data-testid="ranking-prize">
                {standing.prize.kind === 'points'
                  ? t('rankings.prizePoints', pointsCount(standing.prize.amount))
                  : t('rankings.prizeMoney', { amount: format.money(standing.prize.amount) })}
              </span>
            ) : null}
          </span>
        </li>
      ))}
    </ol>
  );
}

/** Prizes listed above the standings; the rest are counted (a board may pay up to 100 ranks). */
const prizesShown = 5;

function BoardView({ board, format }: { board: Board; format: LoyaltyFormat }) {
  const { t } = useTranslation(['loyalty', 'common']);
  const prizeText = (prize: { kind: 'money' | 'points'; amount: string }) =>
    prize.kind === 'points' ? t('rankings.points', pointsCount(prize.amount)) : format.money(prize.amount);
  const category = board.category
    ? t(`common:categories.${board.category}`, { defaultValue: board.category })
    : t('missions.allGames');
  const period = (start: string, end: string) =>
    t('rankings.period', { start: format.time(start, 'minute'), end: format.time(end, 'minute') });
  return (
    <div className="grid gap-4 lg:grid-cols-2" data-testid="ranking-board" data-board-id={board.id}>
      <section className="flex flex-col gap-2 rounded-xl border border-border bg-surface p-4">
        <div>
          <h4 className="font-bold">{t('rankings.current')}</h4>
          <p className="text-xs text-muted">
            {t(`rankings.metric.${board.metric}`)} · {category} · {t(`rankings.periods.${board.period}`)}
          </p>
          <p className="text-xs text-muted tabular-nums">{period(board.periodStart, board.periodEnd)}</p>
          {board.prizes.length > 0 ? (
            <ul
              className="mt-2 flex flex-wrap gap-1.5 text-xs"
              data-testid="ranking-prizes"
              aria-label={t('rankings.prizes')}
            >
              {board.prizes.slice(0, prizesShown).map((prize) => (
                <li
                  key={prize.rank}
                  className="rounded-lg bg-accent/15 px-2 py-0.5 font-semibold text-accent-text"
                >
                  {t('rankings.prizeRank', { rank: prize.rank, prize: prizeText(prize) })}
                </li>
              ))}
              {board.prizes.length > prizesShown ? (
                <li className="px-1 py-0.5 text-muted">
                  {t('rankings.morePrizes', { count: board.prizes.length - prizesShown })}
                </li>
              ) : null}
            </ul>
          ) : null}
        </div>
        <Standings
          standings={board.standings}
          format={format}
          testId="ranking-standings"
          empty={t('rankings.noStandings')}
        />
      </section>
      <section className="flex flex-col gap-2 rounded-xl border border-border bg-surface p-4">
        <div>
          <h4 className="font-bold">{t('rankings.previous')}</h4>
          {board.previous ? (
            <p className="text-xs text-muted tabular-nums">
              {period(board.previous.periodStart, board.previous.periodEnd)}
            </p>
          ) : null}
        </div>
        <Standings
          standings={board.previous?.winners ?? []}
          format={format}
          testId="ranking-winners"
          empty={t('rankings.noWinners')}
        />
      </section>
    </div>
  );
}

/**
 * The ranking boards (spec §1 ranking and winner boards): pick a board, see its current standings with
 * the prizes per rank and the previous period's winners. Names are masked by the server.
 */
export function RankingBoards({ format }: { format: LoyaltyFormat }) {
  const { t } = useTranslation(['loyalty', 'common']);
  const boards = useRankingBoards();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  return (
    <ReportStates
      query={boards}
      rangeProblem={null}
      testIdPrefix="rankings"
      placeholder={<ListSkeleton testId="rankings-loading" />}
    >
      {(data) => {
        if (data.boards.length === 0) {
          return (
            <div data-testid="rankings-empty">
              <EmptyState
                icon={<TrophyIcon className="size-6" />}
                title={t('rankings.emptyTitle')}
                body={t('rankings.emptyBody')}
              />
            </div>
          );
        }
        const board = data.boards.find((item) => item.id === selectedId) ?? data.boards[0];
        return (
          <div className="flex flex-col gap-3" data-testid="ranking-boards">
            {data.boards.length > 1 ? (
              <fieldset
                aria-label={t('rankings.pick')}
                className="min-w-0 -mx-1 flex gap-2 overflow-x-auto px-1 pb-1"
              >
                {data.boards.map((item) => (
                  <button
                    key={item.id}
                    type="button"
                    data-testid="ranking-board-tab"
                    aria-pressed={item.id === board?.id}
                    onClick={() => setSelectedId(item.id)}
                    className={`h-9 shrink-0 rounded-full border px-3.5 text-sm font-semibold whitespace-nowrap ${
                      item.id === board?.id
                        ? 'border-accent bg-accent text-accent-contrast'
                        : 'border-border bg-surface hover:bg-surface-2'
                    }`}
                  >
                    {item.title}
                  </button>
                ))}
              </fieldset>
            ) : (
              <h4 className="font-bold">{board?.title}</h4>
            )}
            {board ? <BoardView board={board} format={format} /> : null}
          </div>
        );
      }}
    </ReportStates>
  );
}
