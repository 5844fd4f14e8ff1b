import { type AdminMission, missionStatuses } from '@gaming/contracts/missions';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { DataColumn } from '../../../../components/data-table';
import { DateTime } from '../../../../components/date-time';
import { formatMoney, type MoneyFormat } from '../../../../lib/format-money';
import { useMissions } from '../../api/missions';
import { metricIsMoney } from '../../lib/mission-form';
import { ConfigList } from '../config-list';
import { rewardText } from '../reward-text';
import { LoyaltyStatusBadge } from '../status-badge';
import { MissionClaimsDialog } from './mission-claims-dialog';
import { MissionDialog } from './mission-dialog';

/** A mission's goal in words: "NPR 500.00 valid bet (LIVE)", "3 deposits", "5 days played". */
export function goalText(t: TFunction, mission: AdminMission, money: MoneyFormat): string {
  if (metricIsMoney(mission.metric))
    return t(`loyalty.missions.goals.${mission.metric}`, {
      amount: formatMoney(mission.target, money),
      category: mission.category ?? t('loyalty.forms.allCategories'),
    });
  return t(`loyalty.missions.goals.${mission.metric}`, { count: Number(mission.target) });
}

function columns(t: TFunction, money: MoneyFormat): DataColumn<AdminMission>[] {
  return [
    { header: t('loyalty.forms.title'), className: 'font-semibold break-words', cell: (row) => row.title.EN },
    {
      header: t('loyalty.missions.fields.period'),
      cell: (row) => t(`loyalty.missions.periods.${row.period}`),
    },
    {
      header: t('loyalty.missions.fields.goal'),
      className: 'break-words',
      cell: (row) => goalText(t, row, money),
    },
    {
      header: t('loyalty.missions.fields.reward'),
      cell: (row) =>
        rewardText(
          t,
          { kind: row.rewardKind, amount: row.rewardAmount, wageringMultiple: row.wageringMultiple },
          money,
        ),
    },
    {
      header: t('loyalty.forms.window'),
      cell: (row) => (
        <span className="flex flex-col text-xs">
          <DateTime value={row.startsAt} />
          <DateTime value={row.endsAt} emptyText={t('loyalty.forms.noEnd')} />
        </span>
      ),
    },
    { header: t('loyalty.missions.fields.claims'), kind: 'number', cell: (row) => row.claimCount },
    {
      header: t('loyalty.forms.status'),
      cell: (row) => <LoyaltyStatusBadge status={row.status} testId="mission-status" />,
    },
  ];
}

/** Missions, by sort order: their goal, reward and window; staff with writeLoyalty create and edit them. */
export function MissionList({ canWrite }: { canWrite: boolean }) {
  const { t } = useTranslation();
  return (
    <ConfigList
      canWrite={canWrite}
      testPrefix="mission"
      textPrefix="loyalty.missions"
      statuses={missionStatuses}
      statusLabel={(status) => t(`loyalty.statuses.${status}`)}
      useRows={useMissions}
      rowsOf={(data) => data.missions}
      columns={(money) => columns(t, money)}
      rowAttributes={(row) => ({ 'data-mission-id': row.id })}
      editor={(row, money, onClose) => (
        <MissionDialog mission={row} money={money} canWrite={canWrite} onClose={onClose} />
      )}
      results={(row, money, onClose) => <MissionClaimsDialog mission={row} money={money} onClose={onClose} />}
    />
  );
}
