import type { AdminMission, AdminMissionClaimsResponse } from '@gaming/contracts/missions';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../../components/data-table';
import { DateTime } from '../../../../components/date-time';
import type { MoneyFormat } from '../../../../lib/format-money';
import { formatMoney } from '../../../../lib/format-money';
import { defaultPageSize } from '../../../../lib/paging';
import { useMissionClaims } from '../../api/missions';
import { metricIsMoney } from '../../lib/mission-form';
import { PagedResultsDialog, PaidOrOwed } from '../paged-results-dialog';
import { rewardText } from '../reward-text';

type Claim = AdminMissionClaimsResponse['claims'][number];

/** Who claimed a mission, newest first, with the progress at the claim and whether the reward is paid. */
export function MissionClaimsDialog({
  mission,
  money,
  onClose,
}: {
  mission: AdminMission;
  money: MoneyFormat;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [paging, setPaging] = useState({ page: 1, pageSize: defaultPageSize });
  const claims = useMissionClaims(mission.id, paging);
  const progressText = (claim: Claim) =>
    metricIsMoney(mission.metric) ? formatMoney(claim.progress, money) : claim.progress;
  return (
    <PagedResultsDialog
      testId="mission-claims-dialog"
      title={mission.title.EN}
      description={t('loyalty.missions.claims.description')}
      caption={t('loyalty.missions.claims.caption')}
      emptyTitle={t('loyalty.missions.claims.empty')}
      query={claims}
      isEmpty={(data) => data.claims.length === 0}
      onPageChange={(change) => setPaging((now) => ({ ...now, ...change }))}
      onClose={onClose}
    >
      {(data) => (
        <DataTable
          testId="mission-claims"
          caption={t('loyalty.missions.claims.caption')}
          rows={data.claims}
          rowKey={(row) => `${row.memberId}:${row.periodStart}`}
          rowTestId="mission-claim"
          columns={[
            {
              header: t('loyalty.forms.member'),
              className: 'break-words',
              cell: (row) => row.account ?? row.memberId,
            },
            {
              header: t('loyalty.missions.claims.period'),
              cell: (row) => <DateTime value={row.periodStart} />,
            },
            { header: t('loyalty.missions.claims.progress'), kind: 'number', cell: progressText },
            {
              header: t('loyalty.missions.fields.reward'),
              cell: (row) => rewardText(t, { kind: row.rewardKind, amount: row.rewardAmount }, money),
            },
            {
              header: t('loyalty.missions.claims.claimedAt'),
              cell: (row) => <DateTime value={row.claimedAt} />,
            },
            {
              header: t('loyalty.forms.payout'),
              cell: (row) => <PaidOrOwed paidAt={row.paidAt} />,
            },
          ]}
        />
      )}
    </PagedResultsDialog>
  );
}
