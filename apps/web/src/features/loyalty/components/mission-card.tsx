import type { MemberMission } from '@gaming/contracts/missions';
import { CheckIcon, ClockIcon, GiftIcon } from '@gaming/ui/icons';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../components/button-styles';
import { FormAlert } from '../../../components/form-alert';
import { Spinner } from '../../../components/spinner';
import type { LoyaltyFormat } from '../lib/loyalty-format';
import { isMoneyMetric } from '../lib/missions';
import { formatPoints, pointsCount, progressPercent } from '../lib/whole-numbers';
import { ProgressBar } from './progress-bar';

/** What a mission counts, in words: "Valid bet · Slots", "Deposits", "Days played". */
function useMissionGoal(mission: MemberMission): string {
  const { t } = useTranslation(['loyalty', 'common']);
  const metric = t(`missions.metric.${mission.metric}`);
  if (mission.metric !== 'valid_bet') return metric;
  const category = mission.category
    ? t(`common:categories.${mission.category}`, { defaultValue: mission.category })
    : t('missions.allGames');
  return `${metric} · ${category}`;
}

/** The reward in words: "500 points", "रू 10.00 bonus (wagering ×5)", "रू 10.00 cash". */
export function missionRewardText(
  t: TFunction<['loyalty', 'common']>,
  mission: Pick<MemberMission, 'rewardKind' | 'rewardAmount' | 'wageringMultiple'>,
  format: LoyaltyFormat,
): string {
  if (mission.rewardKind === 'points') return t('missions.reward.points', pointsCount(mission.rewardAmount));
  if (mission.rewardKind === 'cash')
    return t('missions.reward.cash', { amount: format.money(mission.rewardAmount) });
  return mission.wageringMultiple
    ? t('missions.reward.bonusWagering', {
        amount: format.money(mission.rewardAmount),
        multiple: mission.wageringMultiple,
      })
    : t('missions.reward.bonus', { amount: format.money(mission.rewardAmount) });
}

/** One mission: goal, progress bar, reward, the period's end and the claim button once reached. */
export function MissionCard({
  mission,
  format,
  claiming,
  claimed,
  claimError,
  onClaim,
}: {
  mission: MemberMission;
  format: LoyaltyFormat;
  claiming: boolean;
  /** Claimed just now (the list may still show the previous answer). */
  claimed: boolean;
  claimError: unknown;
  onClaim: () => void;
}) {
  const { t } = useTranslation(['loyalty', 'common']);
  const goal = useMissionGoal(mission);
  const reward = missionRewardText(t, mission, format);
  const percent = progressPercent(mission.progress, mission.target);
  const figure = (value: string) =>
    isMoneyMetric(mission.metric) ? format.money(value) : formatPoints(value);
  const status = claimed ? 'claimed' : mission.status;
  return (
    <li
      data-testid="mission-card"
      data-mission-id={mission.id}
      data-status={status}
      className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-4"
    >
      <div className="flex min-w-0 flex-col gap-1">
        <h4 className="font-bold break-words" data-testid="mission-title">
          {mission.title}
        </h4>
        <p className="text-xs text-muted">{goal}</p>
        <p
          className="flex items-center gap-1.5 text-sm font-extrabold text-accent-text"
          data-testid="mission-reward"
        >
          <GiftIcon className="size-4 shrink-0" />
          {reward}
        </p>
      </div>
      <div className="flex flex-col gap-1.5">
        <div className="flex items-baseline justify-between gap-2 text-sm tabular-nums">
          {/* Each figure isolated (bdi): "रू 300.00 / रू 1,000.00" is otherwise one left-to-right run in
              Arabic, read target first; isolated, the progress leads at the start as "1 / 3" does. */}
          <span className="min-w-0">
            <bdi className="font-bold" data-testid="mission-progress">
              {figure(mission.progress)}
            </bdi>
            <span className="text-muted"> / </span>
            <bdi data-testid="mission-target">{figure(mission.target)}</bdi>
          </span>
          <span className="shrink-0 font-bold text-accent-text">{t('missions.percent', { percent })}</span>
        </div>
        <ProgressBar
          percent={percent}
          label={t('missions.progressLabel', { title: mission.title })}
          testId="mission-bar"
        />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="flex items-center gap-1.5 text-xs text-muted tabular-nums">
          <ClockIcon className="size-3.5 shrink-0" />
          {t('missions.endsAt', { time: format.time(mission.periodEnd, 'minute') })}
        </p>
        {status === 'claimed' ? (
          <span
            data-testid="mission-claimed"
            className="inline-flex h-9 items-center gap-1.5 rounded-md border border-success/50 px-3 text-sm font-semibold text-success"
          >
            <CheckIcon className="size-4" />
            {t('missions.status.claimed')}
          </span>
        ) : status === 'claimable' ? (
          <button
            type="button"
            data-testid="mission-claim"
            disabled={claiming}
            aria-busy={claiming}
            onClick={onClaim}
            className={`${buttonStyles.primary} h-9`}
          >
            {claiming ? <Spinner className="size-4" /> : null}
            {t('missions.claim')}
          </button>
        ) : (
          <span className="inline-flex h-9 items-center rounded-md bg-surface-2 px-3 text-sm font-semibold text-muted">
            {t('missions.status.in_progress')}
          </span>
        )}
      </div>
      {claimError ? <FormAlert error={claimError} testId="mission-claim-error" /> : null}
    </li>
  );
}
