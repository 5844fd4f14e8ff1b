import { useTranslation } from 'react-i18next';
import type { BettingTotals as Totals } from '../lib/betting-types';
import { formatAmount, toneOf } from '../lib/money';

/** The sums of every round the filter matches (not only the page shown). */
export function BettingTotals({ totals, decimals }: { totals: Totals; decimals: number }) {
  const { t } = useTranslation('betting');
  const figures = [
    { key: 'count', value: String(totals.count) },
    { key: 'stake', value: formatAmount(totals.stakeMinor, decimals) },
    { key: 'validBet', value: formatAmount(totals.validBetMinor, decimals) },
    { key: 'win', value: formatAmount(totals.winMinor, decimals) },
  ] as const;
  return (
    <section aria-label={t('totals.label')} data-testid="betting-totals" className="flex flex-col gap-2">
      <dl className="grid grid-cols-2 gap-2 md:grid-cols-5">
        <div className="col-span-2 rounded-xl border border-border bg-surface p-4 md:col-span-1 md:row-span-1">
          <dt className="text-sm text-muted">{t('totals.net')}</dt>
          <dd
            data-testid="betting-total-net"
            className={`mt-1 truncate text-2xl font-extrabold tracking-tight tabular-nums ${toneOf(totals.netMinor)}`}
          >
            {formatAmount(totals.netMinor, decimals, { signed: true })}
          </dd>
        </div>
        {figures.map((figure) => (
          <div
            key={figure.key}
            className="min-w-0 rounded-xl border border-border bg-surface px-3 py-2.5 md:p-4"
          >
            <dt className="text-xs text-muted md:text-sm">{t(`totals.${figure.key}`)}</dt>
            <dd
              data-testid={`betting-total-${figure.key}`}
              className="mt-0.5 truncate text-base font-bold tabular-nums md:mt-1 md:text-lg"
            >
              {figure.value}
            </dd>
          </div>
        ))}
      </dl>
      <p className="text-xs text-muted">{t('totals.explain')}</p>
    </section>
  );
}
