import { CrownIcon } from '@gaming/ui/icons';
import { useTranslation } from 'react-i18next';
import { useVipStatus } from '../api/get-vip-status';

/**
 * The member's VIP level as a small crown badge (spec §3 vipLabelName, vipRankLevel); nothing without a
 * level (hasVip false), while it loads or when the VIP part is not answering.
 */
export function VipBadge({ compact = false, testId = 'vip-badge' }: { compact?: boolean; testId?: string }) {
  const { t } = useTranslation('common');
  const vip = useVipStatus();
  const status = vip.data;
  if (!status?.hasVip || !status.vipLabelName) return null;
  return (
    <span
      data-testid={testId}
      data-rank-level={status.vipRankLevel}
      title={status.vipLabelName}
      className="inline-flex max-w-32 shrink-0 items-center gap-1 rounded-full bg-accent/15 px-2 py-0.5 text-[0.7rem] font-bold text-accent-text"
    >
      <CrownIcon className="size-3.5 shrink-0" />
      <span className={compact ? 'sr-only' : 'truncate'}>{status.vipLabelName}</span>
      {compact ? <span aria-hidden="true">{t('vip.short', { level: status.vipRankLevel })}</span> : null}
    </span>
  );
}
