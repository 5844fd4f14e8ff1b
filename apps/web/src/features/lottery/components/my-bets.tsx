import type { LotteryBet, LotteryGameCode } from '@gaming/contracts/lottery-api';
import { ShieldIcon } from '@gaming/ui/icons';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { Skeleton } from '../../../components/skeleton';
import { Tabs } from '../../../components/tabs';
import { formatBrandIso } from '../../../lib/brand-time';
import { type BetsView, betsPageSize, useLotteryBets } from '../api/get-lottery-bets';
import { useLotteryRefresh } from '../api/place-bet';
import { formatMoney } from '../lib/format';
import { lotteryFairnessPath } from '../lib/lottery-paths';
import { PageNav } from './page-nav';
import { panelClass } from './panel';
import { SelectionText } from './selection-text';

const statusTone: Record<LotteryBet['status'], string> = {
  open: 'bg-surface-2 text-muted',
  won: 'bg-success text-inverse',
  lost: 'bg-surface-2 text-text',
  refunded: 'bg-warning-surface text-text',
};

function BetRow({
  bet,
  decimals,
  gmtOffsetMinutes,
}: {
  bet: LotteryBet;
  decimals: number;
  gmtOffsetMinutes: number;
}) {
  const { t } = useTranslation('lottery');
  return (
    <li
      data-testid="lottery-bet"
      data-bet-id={bet.betId}
      data-status={bet.status}
      className="flex flex-wrap items-center gap-x-4 gap-y-1 py-2.5 text-sm"
    >
      <div className="min-w-0 flex-1">
        <p className="font-semibold">
          {t(`betTypes.${bet.betType}`)} <SelectionText selection={bet.selection} />
        </p>
        <p className="text-xs text-muted">
          {t('bets.drawAt', { time: formatBrandIso(bet.drawAt, gmtOffsetMinutes) })} ·{' '}
          {t('bets.stake', { amount: formatMoney(bet.stakeMinor, decimals) })}
        </p>
      </div>
      <div className="flex items-center gap-2">
        {bet.status === 'won' ? (
          <span className="font-semibold tabular-nums text-success" data-testid="bet-win">
            {t('bets.won', { amount: formatMoney(bet.payoutMinor, decimals) })}
          </span>
        ) : null}
        <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${statusTone[bet.status]}`}>
          {t(`bets.status.${bet.status}`)}
        </span>
        {bet.status !== 'open' ? (
          <Link
            to={lotteryFairnessPath(bet.drawId)}
            className="inline-flex items-center text-accent-text"
            aria-label={t('results.verify')}
            data-testid="bet-verify"
          >
            <ShieldIcon className="size-4" />
          </Link>
        ) : null}
      </div>
    </li>
  );
}

/**
 * The member's bets on this game: open ones (read again every few seconds; when one settles, the balance
 * and the settled list are read again so a win shows at once) and settled ones with their wins.
 */
export function MyBets({
  gameCode,
  decimals,
  gmtOffsetMinutes,
}: {
  gameCode: LotteryGameCode;
  decimals: number;
  gmtOffsetMinutes: number;
}) {
  const { t } = useTranslation('lottery');
  const [view, setView] = useState<BetsView>('open');
  const [page, setPage] = useState(1);
  const bets = useLotteryBets(gameCode, view, page);
  const openBets = useLotteryBets(gameCode, 'open', 1);
  const refresh = useLotteryRefresh();
  // An open bet that left the open list has settled: read the balance and the settled list again.
  const lastOpen = useRef<string[]>([]);
  useEffect(() => {
    const ids = openBets.data?.bets.map((bet) => bet.betId) ?? [];
    const settled = lastOpen.current.some((id) => !ids.includes(id));
    lastOpen.current = ids;
    if (settled) void refresh();
  }, [openBets.data, refresh]);
  const list = () => {
    if (bets.isError && !bets.data)
      return <ErrorState error={bets.error} onRetry={() => void bets.refetch()} />;
    if (!bets.data) return <Skeleton className="h-32" />;
    const shown = bets.data.bets;
    if (shown.length === 0)
      return (
        <p className="py-6 text-center text-sm text-muted" data-testid="bets-empty">
          {t(view === 'open' ? 'bets.emptyOpen' : 'bets.emptySettled')}
        </p>
      );
    const pages = Math.max(1, Math.ceil(bets.data.pageInfo.total / betsPageSize));
    return (
      <>
        <ul className="flex flex-col divide-y divide-border" data-testid={`bets-${view}`}>
          {shown.map((bet) => (
            <BetRow key={bet.betId} bet={bet} decimals={decimals} gmtOffsetMinutes={gmtOffsetMinutes} />
          ))}
        </ul>
        <PageNav page={page} pages={pages} onPage={setPage} />
      </>
    );
  };
  return (
    <section className={`${panelClass} flex flex-col gap-3`} aria-labelledby="bets-title">
      <h2 id="bets-title" className="text-lg font-semibold">
        {t('bets.title')}
      </h2>
      <Tabs
        label={t('bets.title')}
        value={view}
        onChange={(next) => {
          setView(next);
          setPage(1);
        }}
        items={[
          { id: 'open', label: t('bets.open'), testId: 'bets-tab-open' },
          { id: 'settled', label: t('bets.settled'), testId: 'bets-tab-settled' },
        ]}
      >
        {list()}
      </Tabs>
    </section>
  );
}
