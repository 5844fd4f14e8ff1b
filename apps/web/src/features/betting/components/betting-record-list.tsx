import { useTranslation } from 'react-i18next';
import { formatBrandIso } from '../../../lib/brand-time';
import { useMediaQuery } from '../../../lib/use-media-query';
import type { BettingRecord, RoundStatus } from '../lib/betting-types';
import { formatAmount, toneOf } from '../lib/money';

const statusClass: Record<RoundStatus, string> = {
  open: 'bg-warning-surface text-warning',
  settled: 'bg-surface-2 text-text',
  cancelled: 'bg-surface-2 text-muted line-through',
};

function StatusBadge({ status }: { status: RoundStatus }) {
  const { t } = useTranslation('betting');
  return (
    <span
      data-testid="bet-status"
      data-status={status}
      className={`inline-flex h-6 items-center rounded-full px-2.5 text-xs font-semibold whitespace-nowrap ${statusClass[status]}`}
    >
      {t(`status.${status}`)}
    </span>
  );
}

export interface BettingRecordListProps {
  records: BettingRecord[];
  decimals: number;
  gmtOffsetMinutes: number;
}

/** A line's figures formatted once for both layouts. */
function useRows({ records, decimals, gmtOffsetMinutes }: BettingRecordListProps) {
  const { t } = useTranslation(['betting', 'common']);
  return records.map((record) => ({
    record,
    category: t(`common:categories.${record.category}`, { defaultValue: record.category }),
    stake: formatAmount(record.stakeMinor, decimals),
    validBet: formatAmount(record.validBetMinor, decimals),
    win: formatAmount(record.winMinor, decimals),
    net: formatAmount(record.netMinor, decimals, { signed: true }),
    netTone: record.status === 'open' ? 'text-muted' : toneOf(record.netMinor),
    time: formatBrandIso(record.openedAt, gmtOffsetMinutes),
  }));
}

/** The member's rounds: a table from the md breakpoint, cards on phones. */
export function BettingRecordList(props: BettingRecordListProps) {
  const { t } = useTranslation('betting');
  const wide = useMediaQuery('(min-width: 48rem)');
  const rows = useRows(props);
  if (!wide) {
    return (
      <ul data-testid="betting-records" data-layout="cards" className="flex flex-col gap-2">
        {rows.map((row) => (
          <li
            key={row.record.roundId}
            data-testid="betting-record"
            data-round-id={row.record.roundId}
            className="rounded-lg border border-border bg-surface p-3"
          >
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p data-testid="bet-game" className="truncate font-semibold">
                  {row.record.gameName}
                </p>
                <p className="truncate text-xs text-muted">
                  <span data-testid="bet-vendor">{row.record.vendorName}</span> · {row.category}
                </p>
              </div>
              <span
                data-testid="bet-net"
                className={`shrink-0 text-base font-bold tabular-nums ${row.netTone}`}
              >
                <bdi>{row.net}</bdi>
              </span>
            </div>
            <dl className="mt-2 grid grid-cols-3 gap-2 text-xs">
              <div className="min-w-0 rounded-md bg-surface-2 px-2 py-1.5">
                <dt className="text-muted">{t('columns.stake')}</dt>
                <dd data-testid="bet-stake" className="truncate font-semibold tabular-nums">
                  {row.stake}
                </dd>
              </div>
              <div className="min-w-0 rounded-md bg-surface-2 px-2 py-1.5">
                <dt className="text-muted">{t('columns.validBet')}</dt>
                <dd data-testid="bet-valid" className="truncate font-semibold tabular-nums">
                  {row.validBet}
                </dd>
              </div>
              <div className="min-w-0 rounded-md bg-surface-2 px-2 py-1.5">
                <dt className="text-muted">{t('columns.win')}</dt>
                <dd data-testid="bet-win" className="truncate font-semibold tabular-nums">
                  {row.win}
                </dd>
              </div>
            </dl>
            <div className="mt-2 flex items-center justify-between gap-3 text-xs">
              <time data-testid="bet-time" dateTime={row.record.openedAt} className="text-muted tabular-nums">
                {row.time}
              </time>
              <StatusBadge status={row.record.status} />
            </div>
          </li>
        ))}
      </ul>
    );
  }
  // One alignment per heading: text-start and text-end together leave the one later in the stylesheet
  // (start), and a figure's heading would sit at the other side of its column from the figures.
  const headBase = 'px-3 py-2.5 text-xs font-semibold whitespace-nowrap text-muted';
  const headClass = `${headBase} text-start`;
  const numberHead = `${headBase} text-end`;
  const cellClass = 'px-3 py-2.5';
  // The signed net sits in <bdi>, so its sign stays in front in right-to-left text.
  const numberCell = `${cellClass} text-end whitespace-nowrap tabular-nums`;
  return (
    <div className="overflow-x-auto rounded-lg border border-border">
      <table data-testid="betting-records" data-layout="table" className="w-full text-sm">
        <caption className="sr-only">{t('caption')}</caption>
        <thead className="bg-surface-2">
          <tr>
            <th scope="col" className={headClass}>
              {t('columns.time')}
            </th>
            <th scope="col" className={headClass}>
              {t('columns.game')}
            </th>
            <th scope="col" className={numberHead}>
              {t('columns.stake')}
            </th>
            <th scope="col" className={numberHead}>
              {t('columns.validBet')}
            </th>
            <th scope="col" className={numberHead}>
              {t('columns.win')}
            </th>
            <th scope="col" className={numberHead}>
              {t('columns.net')}
            </th>
            <th scope="col" className={headClass}>
              {t('columns.status')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border bg-surface">
          {rows.map((row) => (
            <tr key={row.record.roundId} data-testid="betting-record" data-round-id={row.record.roundId}>
              <td className={`${cellClass} whitespace-nowrap tabular-nums`}>
                <time data-testid="bet-time" dateTime={row.record.openedAt}>
                  {row.time}
                </time>
              </td>
              <td className={`${cellClass} max-w-72`}>
                <p data-testid="bet-game" className="truncate font-medium" title={row.record.gameName}>
                  {row.record.gameName}
                </p>
                <p className="truncate text-xs text-muted">
                  <span data-testid="bet-vendor">{row.record.vendorName}</span> · {row.category}
                </p>
              </td>
              <td data-testid="bet-stake" className={numberCell}>
                {row.stake}
              </td>
              <td data-testid="bet-valid" className={numberCell}>
                {row.validBet}
              </td>
              <td data-testid="bet-win" className={numberCell}>
                {row.win}
              </td>
              <td data-testid="bet-net" className={`${numberCell} font-semibold ${row.netTone}`}>
                <bdi>{row.net}</bdi>
              </td>
              <td className={cellClass}>
                <StatusBadge status={row.record.status} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
