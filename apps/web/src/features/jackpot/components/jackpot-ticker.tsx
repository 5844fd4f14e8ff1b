import type { JackpotPool } from '@gaming/contracts/jackpots';
import { TrophyIcon } from '@gaming/ui/icons';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMinorUnits } from '../../../lib/locale-format';
import { useJackpots } from '../api/get-jackpots';
import { glideStart, tickerGlideMs, tickerValueAt } from '../lib/ticker-animation';

export type TickerMoney = { symbol: string; decimals: number };

const shownVendorPools = 4;

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** The figure on screen, gliding to each new target; with reduced motion it simply changes. */
function useGlidingValue(target: bigint | undefined): bigint | undefined {
  const [shown, setShown] = useState<bigint | undefined>(target);
  const shownRef = useRef<bigint | undefined>(target);
  useEffect(() => {
    if (target === undefined) return;
    const from = glideStart(shownRef.current, target);
    const show = (value: bigint) => {
      shownRef.current = value;
      setShown(value);
    };
    if (from === target || prefersReducedMotion()) {
      show(target);
      return;
    }
    const startedAt = performance.now();
    let frame = 0;
    const step = (now: number) => {
      const value = tickerValueAt(from, target, now - startedAt, tickerGlideMs);
      show(value);
      if (value !== target) frame = window.requestAnimationFrame(step);
    };
    frame = window.requestAnimationFrame(step);
    return () => window.cancelAnimationFrame(frame);
  }, [target]);
  return shown;
}

function PoolChip({ pool, money }: { pool: JackpotPool; money: TickerMoney }) {
  return (
    <li
      className="flex items-baseline gap-1.5 rounded-md bg-surface-2 px-2.5 py-1 text-xs"
      data-testid="jackpot-pool"
      data-vendor={pool.vendorCode}
    >
      <span className="font-semibold text-muted">{pool.displayName}</span>
      <span className="tabular-nums">{formatMinorUnits(BigInt(pool.amountMinor), money.decimals)}</span>
    </li>
  );
}

/**
 * Home page's jackpot ticker (spec §2, §9 "jackpot ticker 3 s"): the sum of the progressive pools the
 * vendors report, gliding to the newest figure every 3 s. Renders nothing while no vendor reports one.
 */
export function JackpotTicker({ money }: { money: TickerMoney }) {
  const { t } = useTranslation('games');
  const jackpots = useJackpots();
  const pools = jackpots.data?.pools.filter((pool) => pool.currency === jackpots.data?.currency) ?? [];
  const target = pools.length > 0 ? BigInt(jackpots.data?.totalMinor ?? '0') : undefined;
  const shown = useGlidingValue(target);
  if (target === undefined || shown === undefined) return null;
  const totalText = formatMinorUnits(target, money.decimals);
  return (
    <section
      aria-labelledby="jackpot-ticker-title"
      data-testid="jackpot-ticker"
      data-total-minor={target.toString()}
      className="flex flex-col gap-2 rounded-xl border border-border bg-surface p-3 sm:flex-row sm:items-center sm:gap-4 sm:px-4"
    >
      <div className="flex min-w-0 items-center gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-full bg-accent/15 text-accent-text">
          <TrophyIcon className="size-5" />
        </span>
        <div className="min-w-0">
          <h2 id="jackpot-ticker-title" className="text-xs font-semibold tracking-wide text-muted uppercase">
            {t('jackpot.title')}
          </h2>
          {/* The gliding digits are for the eye; a screen reader gets the settled figure once. */}
          <p
            aria-hidden="true"
            data-testid="jackpot-total"
            className="text-xl font-extrabold text-accent-text tabular-nums sm:text-2xl"
          >
            {money.symbol} {formatMinorUnits(shown, money.decimals)}
          </p>
          <p className="sr-only">{t('jackpot.totalLabel', { amount: `${money.symbol} ${totalText}` })}</p>
        </div>
      </div>
      <ul aria-label={t('jackpot.poolsLabel')} className="flex flex-wrap gap-1.5 sm:ms-auto sm:justify-end">
        {pools.slice(0, shownVendorPools).map((pool) => (
          <PoolChip key={pool.vendorCode} pool={pool} money={money} />
        ))}
      </ul>
    </section>
  );
}
