import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Tabs } from '../../../components/tabs';
import { useMissionSummary } from '../api/get-mission-summary';
import type { LoyaltyFormat } from '../lib/loyalty-format';
import { MissionLeaderboard } from './mission-leaderboard';
import { MissionList } from './mission-list';
import { RankingBoards } from './ranking-boards';
import { VipCard } from './vip-card';

type ActivityTab = 'missions' | 'rankings' | 'leaderboard';

/**
 * Mission activity (member centre missionLeaderboard, spec §2): the member's VIP level, then missions
 * with their claims, the ranking boards with their winners, and this week's mission leaderboard.
 */
export function MissionActivity({ format }: { format: LoyaltyFormat }) {
  const { t } = useTranslation(['loyalty', 'common']);
  const [tab, setTab] = useState<ActivityTab>('missions');
  const claimable = useMissionSummary().data?.claimableCount ?? 0;
  return (
    <div className="flex flex-col gap-4" data-testid="mission-activity">
      <VipCard format={format} />
      <Tabs
        label={t('activity.tabsLabel')}
        value={tab}
        onChange={setTab}
        items={[
          {
            id: 'missions',
            label:
              claimable > 0 ? `${t('activity.tabs.missions')} (${claimable})` : t('activity.tabs.missions'),
            testId: 'activity-tab-missions',
          },
          { id: 'rankings', label: t('activity.tabs.rankings'), testId: 'activity-tab-rankings' },
          { id: 'leaderboard', label: t('activity.tabs.leaderboard'), testId: 'activity-tab-leaderboard' },
        ]}
      >
        {tab === 'missions' ? (
          <MissionList format={format} />
        ) : tab === 'rankings' ? (
          <RankingBoards format={format} />
        ) : (
          <MissionLeaderboard format={format} />
        )}
      </Tabs>
    </div>
  );
}
