import type { VipStatusResponse } from '@gaming/contracts/vip';
import { CrownIcon } from '@gaming/ui/icons';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../../components/skeleton';
import { useVipStatus } from '../api/get-vip-status';
import type { LoyaltyFormat } from '../lib/loyalty-format';
import { basisPointsToPercent, remainingToNext } from '../lib/vip';
import { formatPoints, progressPercent } from '../lib/whole-numbers';
import { ProgressBar } from './progress-bar';

function Progress({ status, format }: { status: VipStatusResponse; format: LoyaltyFormat }) {
  const { t } = useTranslation(['loyalty', 'common']);
  const progress = status.progress;
  if (!progress) {
    return status.hasVip ? (
      <p className="text-sm text-muted" data-testid="vip-top">
        {t('vip.topLevel')}
      </p>
    ) : null;
  }
  const figure = (value: string | bigint) =>
    progress.thresholdKind === 'lifetime_points' ? formatPoints(value) : format.money(value);
  const percent = progressPercent(progress.currentValue, progress.nextThreshold);
  const remaining = remainingToNext(progress.currentValue, progress.nextThreshold);
  return (
    <div className="flex flex-col gap-1.5" data-testid="vip-progress">
      <div className="flex items-baseline justify-between gap-2 text-sm tabular-nums">
        {/* Each figure isolated (bdi), so an amount with its symbol does not turn the pair around in RTL. */}
        <span className="min-w-0">
          <bdi className="font-bold" data-testid="vip-progress-current">
            {figure(progress.currentValue)}
          </bdi>
          <span className="text-muted"> / </span>
          <bdi>{figure(progress.nextThreshold)}</bdi>
        </span>
        <span className="shrink-0 text-xs text-muted">{t(`vip.measure.${progress.thresholdKind}`)}</span>
      </div>
      <ProgressBar
        percent={percent}
        label={t('vip.progressLabel', { name: progress.nextName })}
        testId="vip-progress-bar"
      />
      <p className="text-xs text-muted" data-testid="vip-next">
        {t(`vip.toNext.${progress.thresholdKind}`, { remaining: figure(remaining), name: progress.nextName })}
      </p>
    </div>
  );
}

/**
 * The member's VIP level (spec §1, §3) with the way to the next level and the level's benefits; a member
 * below level 1 sees how to reach the first. Nothing when no levels are configured.
 */
export function VipCard({ format }: { format: LoyaltyFormat }) {
  const { t } = useTranslation(['loyalty', 'common']);
  const vip = useVipStatus();
  if (vip.isPending) return <Skeleton className="h-28" />;
  // The VIP part is optional to every page it appears on: a failure leaves the rest of the page alone.
  if (!vip.data) return null;
  const status = vip.data;
  if (!status.hasVip && !status.progress) return null;
  const { benefits, keep } = status;
  return (
    <section
      data-testid="vip-card"
      data-rank-level={status.vipRankLevel}
      aria-label={t('vip.title')}
      className="flex flex-col gap-3 rounded-xl border border-border bg-gradient-to-br from-surface to-surface-2 p-4"
    >
      <div className="flex items-center gap-3">
        <span className="grid size-11 shrink-0 place-items-center rounded-full bg-accent/15 text-accent-text">
          <CrownIcon className="size-6" />
        </span>
        <div className="min-w-0">
          <p className="text-xs text-muted">{t('vip.title')}</p>
          <p className="truncate text-lg font-extrabold" data-testid="vip-level-name">
            {status.hasVip && status.vipLabelName
              ? t('vip.level', { level: status.vipRankLevel, name: status.vipLabelName })
              : t('vip.none')}
          </p>
        </div>
      </div>
      <Progress status={status} format={format} />
      {status.hasVip ? (
        <ul className="flex flex-wrap gap-2 text-xs" data-testid="vip-benefits">
          {benefits.rebateBonusBasisPoints > 0 ? (
            <li className="rounded-lg bg-surface-3 px-2.5 py-1">
              {t('vip.rebateBonus', { percent: basisPointsToPercent(benefits.rebateBonusBasisPoints) })}
            </li>
          ) : null}
          {benefits.dailyWithdrawalLimitMinor ? (
            <li className="rounded-lg bg-surface-3 px-2.5 py-1">
              {t('vip.withdrawalLimit', { amount: format.money(benefits.dailyWithdrawalLimitMinor) })}
            </li>
          ) : null}
          {keep ? (
            <li className="rounded-lg bg-surface-3 px-2.5 py-1" data-testid="vip-keep">
              {t('vip.keep', {
                count: keep.days,
                done: format.money(keep.currentValidBetMinor),
                needed: format.money(keep.validBetMinor),
              })}
            </li>
          ) : null}
        </ul>
      ) : null}
    </section>
  );
}
