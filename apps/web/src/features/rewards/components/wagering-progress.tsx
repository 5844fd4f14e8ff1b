import type { RewardWagering } from '@gaming/contracts/bonuses';
import { useTranslation } from 'react-i18next';
import type { TimePrecision } from '../../../lib/brand-time';
import { barPercent, daysLeft, multipleText, weightRows } from '../lib/wagering';

/**
 * A bonus's wagering (issue 16): the bar with done / required and percent, what remains, the deadline,
 * the contribution weight of each game category, the maximum stake that counts and the maximum cash-out.
 */
export function WageringProgress({
  wagering,
  money,
  time,
  nowMs,
}: {
  wagering: RewardWagering;
  money: (minor: string) => string;
  time: (iso: string, precision?: TimePrecision) => string;
  nowMs: number;
}) {
  const { t } = useTranslation(['rewards', 'common']);
  const percent = barPercent(wagering);
  const days = daysLeft(wagering.expiresAt, nowMs);
  return (
    <div className="flex flex-col gap-3" data-testid="wagering-progress" data-percent={percent}>
      <div className="flex flex-col gap-1.5">
        <div className="flex items-baseline justify-between gap-2 text-sm">
          {/* Each amount isolated (bdi): "रू 1,200.00 / रू 4,000.00" is otherwise one left-to-right run in
              Arabic, read required first; isolated, what is done leads at the start. */}
          <span className="min-w-0 tabular-nums">
            <bdi className="font-bold" data-testid="wagering-done">
              {money(wagering.progressMinor)}
            </bdi>
            <span className="text-muted"> / </span>
            <bdi data-testid="wagering-required">{money(wagering.requiredMinor)}</bdi>
          </span>
          <span className="shrink-0 font-bold text-accent-text tabular-nums" data-testid="wagering-percent">
            {t('rewardCentre.percent', { percent })}
          </span>
        </div>
        <div
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-label={t('rewardCentre.progressLabel')}
          className="h-2.5 overflow-hidden rounded-full bg-surface-3"
        >
          <div
            className="h-full rounded-full bg-accent transition-[width]"
            style={{ width: `${percent}%` }}
          />
        </div>
        <p className="text-xs text-muted" data-testid="wagering-remaining">
          {t('rewardCentre.remaining', { amount: money(wagering.remainingMinor) })}
        </p>
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-xs sm:grid-cols-4">
        <div>
          <dt className="text-muted">{t('rewardCentre.terms')}</dt>
          <dd className="font-semibold">
            {t('rewardCentre.termsValue', {
              multiple: multipleText(wagering.multiple),
              base: money(wagering.baseMinor),
            })}
          </dd>
        </div>
        <div>
          <dt className="text-muted">{t('rewardCentre.deadline')}</dt>
          <dd className="font-semibold tabular-nums" data-testid="wagering-deadline">
            {wagering.expiresAt ? time(wagering.expiresAt, 'minute') : '—'}
            {days !== null ? (
              <span className="block font-normal text-muted">
                {t('rewardCentre.daysLeft', { count: days })}
              </span>
            ) : null}
          </dd>
        </div>
        <div>
          <dt className="text-muted">{t('rewardCentre.maxStake')}</dt>
          <dd className="font-semibold tabular-nums" data-testid="wagering-max-stake">
            {wagering.maxStakeMinor ? money(wagering.maxStakeMinor) : t('rewardCentre.noLimit')}
          </dd>
        </div>
        <div>
          <dt className="text-muted">{t('rewardCentre.maxCashout')}</dt>
          <dd className="font-semibold tabular-nums">
            {wagering.maxCashoutMinor ? money(wagering.maxCashoutMinor) : t('rewardCentre.noLimit')}
          </dd>
        </div>
      </dl>
      <div>
        <p className="mb-1 text-xs text-muted">{t('rewardCentre.weights')}</p>
        <ul className="flex flex-wrap gap-1.5" data-testid="wagering-weights">
          {weightRows(wagering).map((row) => (
            <li
              key={row.category ?? 'default'}
              className="rounded-md border border-border bg-surface-2 px-2 py-0.5 text-xs"
            >
              {row.category
                ? t(`common:categories.${row.category}`, { defaultValue: row.category })
                : t('rewardCentre.otherGames')}{' '}
              <span className="font-bold tabular-nums">
                {t('rewardCentre.percent', { percent: row.percent })}
              </span>
            </li>
          ))}
        </ul>
        {wagering.maxStakeMinor ? (
          <p className="mt-1.5 text-xs text-muted">
            {t('rewardCentre.maxStakeNote', { amount: money(wagering.maxStakeMinor) })}
          </p>
        ) : null}
      </div>
    </div>
  );
}
