import type { Reward, RewardTab } from '@gaming/contracts/bonuses';
import { GiftIcon } from '@gaming/ui/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../components/button-styles';
import { EmptyState } from '../../../components/empty-state';
import { FormAlert } from '../../../components/form-alert';
import { PageNav } from '../../../components/page-nav';
import { ListSkeleton, ReportStates } from '../../../components/report-states';
import { Spinner } from '../../../components/spinner';
import { Tabs } from '../../../components/tabs';
import { useClaimReward } from '../api/claim-reward';
import { useForfeitReward } from '../api/forfeit-reward';
import { rewardsPageSize, useRewards } from '../api/get-rewards';
import type { BrandFormat } from '../lib/brand-format';
import { ForfeitDialog } from './forfeit-dialog';
import { WageringProgress } from './wagering-progress';

const statusClass: Record<Reward['status'], string> = {
  claimable: 'bg-accent/15 text-accent-text',
  wagering: 'bg-warning-surface text-warning',
  released: 'bg-success/15 text-success',
  forfeited: 'bg-surface-2 text-muted',
  expired: 'bg-danger-surface text-danger',
};

/**
 * The reward centre (member centre rewardCenter): rewards waiting to be claimed, bonuses in wagering
 * with their progress, and the history. A member may claim a waiting reward or give a bonus up.
 */
export function RewardCentre({ format }: { format: BrandFormat }) {
  const { t } = useTranslation(['rewards', 'common']);
  const [tab, setTab] = useState<RewardTab>('waiting');
  const [page, setPage] = useState(1);
  const rewards = useRewards(tab, page);
  const claim = useClaimReward();
  const forfeit = useForfeitReward();
  const [forfeiting, setForfeiting] = useState<Reward | null>(null);
  const [claimedId, setClaimedId] = useState<string | null>(null);
  const [claimFailure, setClaimFailure] = useState<{ id: string; error: unknown } | null>(null);
  const waitingCount = rewards.data?.waitingCount;
  const nowMs = Date.now();
  const counted = (label: string, count: number | undefined) =>
    count !== undefined && count > 0 ? `${label} (${count})` : label;
  return (
    <div className="flex flex-col gap-4" data-testid="reward-centre">
      <Tabs
        label={t('rewardCentre.tabsLabel')}
        value={tab}
        onChange={(next) => {
          setTab(next);
          setPage(1);
          setClaimFailure(null);
        }}
        items={[
          {
            id: 'waiting',
            label: counted(t('rewardCentre.tabs.waiting'), waitingCount),
            testId: 'reward-tab-waiting',
          },
          {
            id: 'progress',
            label: t('rewardCentre.tabs.progress'),
            testId: 'reward-tab-progress',
          },
          { id: 'history', label: t('rewardCentre.tabs.history'), testId: 'reward-tab-history' },
        ]}
      >
        <ReportStates
          query={rewards}
          rangeProblem={null}
          testIdPrefix="rewards"
          placeholder={<ListSkeleton testId="rewards-loading" />}
        >
          {(data) =>
            data.rewards.length === 0 ? (
              <div data-testid="rewards-empty">
                <EmptyState
                  icon={<GiftIcon className="size-6" />}
                  title={t(`rewardCentre.empty.${data.tab}`)}
                  body={t('rewardCentre.emptyBody')}
                />
              </div>
            ) : (
              <>
                {claimedId ? <FormAlert success={t('rewardCentre.claimed')} testId="reward-claimed" /> : null}
                <ul className="flex flex-col gap-3" data-testid="reward-list">
                  {data.rewards.map((reward) => (
                    <li
                      key={reward.id}
                      data-testid="reward-item"
                      data-reward-id={reward.id}
                      data-status={reward.status}
                      className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-4"
                    >
                      <div className="flex flex-wrap items-start justify-between gap-2">
                        <div className="min-w-0">
                          <p className="text-xs text-muted">{t(`rewardCentre.kinds.${reward.kind}`)}</p>
                          <h3 className="font-bold break-words">{reward.title}</h3>
                        </div>
                        <div className="flex flex-col items-end gap-1">
                          <span
                            className="text-lg font-extrabold text-accent-text tabular-nums"
                            data-testid="reward-amount"
                          >
                            {format.money(reward.amountMinor)}
                          </span>
                          <span
                            className={`rounded-full px-2 py-0.5 text-[0.7rem] font-semibold ${statusClass[reward.status]}`}
                            data-testid="reward-status"
                          >
                            {t(`rewardCentre.status.${reward.status}`)}
                          </span>
                        </div>
                      </div>
                      {reward.status === 'wagering' && reward.wagering ? (
                        <WageringProgress
                          wagering={reward.wagering}
                          money={format.money}
                          time={format.time}
                          nowMs={nowMs}
                        />
                      ) : null}
                      <RewardFooter
                        reward={reward}
                        format={format}
                        claiming={claim.isPending && claim.variables === reward.id}
                        onClaim={() => {
                          setClaimFailure(null);
                          setClaimedId(null);
                          claim.mutate(reward.id, {
                            onSuccess: () => setClaimedId(reward.id),
                            onError: (error) => setClaimFailure({ id: reward.id, error }),
                          });
                        }}
                        onForfeit={() => {
                          forfeit.reset();
                          setForfeiting(reward);
                        }}
                      />
                      {claimFailure?.id === reward.id ? (
                        <FormAlert error={claimFailure.error} testId="reward-claim-error" />
                      ) : null}
                    </li>
                  ))}
                </ul>
                {data.pageInfo.total > rewardsPageSize ? (
                  <PageNav
                    label={t('rewardCentre.paging')}
                    page={page}
                    pageCount={Math.max(1, Math.ceil(data.pageInfo.total / rewardsPageSize))}
                    total={data.pageInfo.total}
                    onPage={setPage}
                    testId="rewards"
                  />
                ) : null}
              </>
            )
          }
        </ReportStates>
      </Tabs>
      <ForfeitDialog
        reward={forfeiting}
        money={format.money}
        pending={forfeit.isPending}
        error={forfeit.error}
        onClose={() => setForfeiting(null)}
        onConfirm={() => {
          if (!forfeiting) return;
          forfeit.mutate(forfeiting.id, { onSuccess: () => setForfeiting(null) });
        }}
      />
    </div>
  );
}

function RewardFooter({
  reward,
  format,
  claiming,
  onClaim,
  onForfeit,
}: {
  reward: Reward;
  format: BrandFormat;
  claiming: boolean;
  onClaim: () => void;
  onForfeit: () => void;
}) {
  const { t } = useTranslation(['rewards', 'common']);
  const when =
    reward.status === 'claimable' && reward.claimExpiresAt
      ? t('rewardCentre.claimBy', { time: format.time(reward.claimExpiresAt, 'minute') })
      : reward.endedAt
        ? t(`rewardCentre.ended.${reward.status}`, {
            time: format.time(reward.endedAt, 'minute'),
            defaultValue: format.time(reward.endedAt, 'minute'),
          })
        : t('rewardCentre.grantedAt', { time: format.time(reward.createdAt, 'minute') });
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
      <div className="text-xs text-muted tabular-nums">
        <p data-testid="reward-when">{when}</p>
        {reward.status === 'released' && reward.releasedMinor ? (
          <p data-testid="reward-released">
            {t('rewardCentre.releasedAmount', { amount: format.money(reward.releasedMinor) })}
          </p>
        ) : null}
      </div>
      {reward.status === 'claimable' ? (
        <button
          type="button"
          onClick={onClaim}
          disabled={claiming}
          aria-busy={claiming}
          data-testid="reward-claim"
          className={`${buttonStyles.primary} w-full sm:w-auto sm:min-w-32`}
        >
          {claiming ? <Spinner className="size-4" /> : null}
          {t('rewardCentre.claim')}
        </button>
      ) : reward.status === 'wagering' ? (
        <button
          type="button"
          onClick={onForfeit}
          data-testid="reward-forfeit"
          className={`${buttonStyles.secondary} w-full sm:w-auto`}
        >
          {t('rewardCentre.forfeit.open')}
        </button>
      ) : null}
    </div>
  );
}
