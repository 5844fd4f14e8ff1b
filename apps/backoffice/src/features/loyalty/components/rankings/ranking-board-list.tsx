import { type AdminRankingBoard, rankingStatuses } from '@gaming/contracts/rankings';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { DataColumn } from '../../../../components/data-table';
import type { MoneyFormat } from '../../../../lib/format-money';
import { useRankingBoards } from '../../api/rankings';
import { ConfigList } from '../config-list';
import { rewardText } from '../reward-text';
import { LoyaltyStatusBadge } from '../status-badge';
import { RankingBoardDialog } from './ranking-board-dialog';
import { RankingResultsDialog } from './ranking-results-dialog';

/** The first prizes in words, "1: NPR 1,000.00 · 2: 500 points", and how many more. */
function prizesText(t: TFunction, board: AdminRankingBoard, money: MoneyFormat): string {
  if (board.prizes.length === 0) return t('loyalty.rankings.noPrizes');
  const shown = board.prizes
    .slice(0, 3)
    .map((prize) => `${prize.rank}: ${rewardText(t, prize, money)}`)
    .join(' · ');
  const more = board.prizes.length - 3;
  return more > 0 ? `${shown} ${t('loyalty.rankings.morePrizes', { count: more })}` : shown;
}

function columns(t: TFunction, money: MoneyFormat): DataColumn<AdminRankingBoard>[] {
  return [
    { header: t('loyalty.forms.title'), className: 'font-semibold break-words', cell: (row) => row.title.EN },
    {
      header: t('loyalty.rankings.fields.metric'),
      cell: (row) => t(`loyalty.rankings.metrics.${row.metric}`),
    },
    { header: t('loyalty.forms.category'), cell: (row) => row.category ?? t('loyalty.forms.allCategories') },
    {
      header: t('loyalty.rankings.fields.period'),
      cell: (row) => t(`loyalty.rankings.periods.${row.period}`),
    },
    { header: t('loyalty.rankings.fields.topCount'), kind: 'number', cell: (row) => row.topCount },
    {
      header: t('loyalty.rankings.fields.prizes'),
      className: 'max-w-xs break-words text-xs',
      cell: (row) => prizesText(t, row, money),
    },
    {
      header: t('loyalty.forms.status'),
      cell: (row) => <LoyaltyStatusBadge status={row.status} testId="ranking-status" />,
    },
  ];
}

/** Ranking boards: metric, category, period and prizes; staff with writeLoyalty create and edit them. */
export function RankingBoardList({ canWrite }: { canWrite: boolean }) {
  const { t } = useTranslation();
  return (
    <ConfigList
      canWrite={canWrite}
      testPrefix="ranking"
      textPrefix="loyalty.rankings"
      statuses={rankingStatuses}
      statusLabel={(status) => t(`loyalty.statuses.${status}`)}
      useRows={useRankingBoards}
      rowsOf={(data) => data.boards}
      columns={(money) => columns(t, money)}
      rowAttributes={(row) => ({ 'data-board-id': row.id })}
      editor={(row, money, onClose) => (
        <RankingBoardDialog board={row} money={money} canWrite={canWrite} onClose={onClose} />
      )}
      results={(row, money, onClose) => <RankingResultsDialog board={row} money={money} onClose={onClose} />}
    />
  );
}
