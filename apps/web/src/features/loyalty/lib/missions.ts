import type { MemberMission, MissionMetric, MissionProgressStatus } from '@gaming/contracts/missions';

/** Valid bet and deposit amounts are money (minor units); deposit and day counts are plain numbers. */
export function isMoneyMetric(metric: MissionMetric): boolean {
  return metric === 'valid_bet' || metric === 'deposit_amount';
}

const statusOrder: Record<MissionProgressStatus, number> = { claimable: 0, in_progress: 1, claimed: 2 };

/**
 * Missions as the member reads them: daily before weekly, and within a period what can be claimed now
 * first, then what is in progress, then what is done; the server's order (staff's sort) breaks ties.
 */
export function missionsByPeriod(missions: readonly MemberMission[]): {
  daily: MemberMission[];
  weekly: MemberMission[];
} {
  const ordered = missions
    .map((mission, index) => ({ mission, index }))
    .sort(
      (left, right) =>
        statusOrder[left.mission.status] - statusOrder[right.mission.status] || left.index - right.index,
    )
    .map(({ mission }) => mission);
  return {
    daily: ordered.filter((mission) => mission.period === 'daily'),
    weekly: ordered.filter((mission) => mission.period === 'weekly'),
  };
}
