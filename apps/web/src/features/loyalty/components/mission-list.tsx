import type { MemberMission } from '@gaming/contracts/missions';
import { TargetIcon } from '@gaming/ui/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { FormAlert } from '../../../components/form-alert';
import { ListSkeleton, ReportStates } from '../../../components/report-states';
import { useClaimMission } from '../api/claim-mission';
import { useMissionSummary } from '../api/get-mission-summary';
import type { LoyaltyFormat } from '../lib/loyalty-format';
import { missionsByPeriod } from '../lib/missions';
import { MissionCard, missionRewardText } from './mission-card';

/**
 * The member's daily and weekly missions with their progress from real play and deposits; a reached
 * mission's reward is claimed here, once per period.
 */
export function MissionList({ format }: { format: LoyaltyFormat }) {
  const { t } = useTranslation(['loyalty', 'common']);
  const summary = useMissionSummary();
  const claim = useClaimMission();
  const [claimedIds, setClaimedIds] = useState<ReadonlySet<string>>(new Set());
  const [success, setSuccess] = useState<string | null>(null);
  const [failure, setFailure] = useState<{ id: string; error: unknown } | null>(null);
  const onClaim = (mission: MemberMission) => {
    setFailure(null);
    setSuccess(null);
    claim.mutate(mission.id, {
      onSuccess: () => {
        setClaimedIds((ids) => new Set(ids).add(mission.id));
        setSuccess(
          t('missions.claimedMessage', {
            title: mission.title,
            reward: missionRewardText(t, mission, format),
          }),
        );
      },
      onError: (error) => setFailure({ id: mission.id, error }),
    });
  };
  const section = (title: string, missions: MemberMission[], testId: string) =>
    missions.length === 0 ? null : (
      <section className="flex flex-col gap-2" data-testid={testId} aria-label={title}>
        <h4 className="text-sm font-semibold text-muted">{title}</h4>
        <ul className="grid gap-3 md:grid-cols-2">
          {missions.map((mission) => (
            <MissionCard
              key={mission.id}
              mission={mission}
              format={format}
              claiming={claim.isPending && claim.variables === mission.id}
              claimed={claimedIds.has(mission.id)}
              claimError={failure?.id === mission.id ? failure.error : null}
              onClaim={() => onClaim(mission)}
            />
          ))}
        </ul>
      </section>
    );
  return (
    <ReportStates
      query={summary}
      rangeProblem={null}
      testIdPrefix="missions"
      placeholder={<ListSkeleton testId="missions-loading" />}
    >
      {(data) => {
        if (data.missions.length === 0) {
          return (
            <div data-testid="missions-empty">
              <EmptyState
                icon={<TargetIcon className="size-6" />}
                title={t('missions.emptyTitle')}
                body={t('missions.emptyBody')}
              />
            </div>
          );
        }
        const grouped = missionsByPeriod(data.missions);
        return (
          <div className="flex flex-col gap-4" data-testid="mission-list">
            {success ? <FormAlert success={success} testId="mission-claim-success" /> : null}
            {section(t('missions.daily'), grouped.daily, 'missions-daily')}
            {section(t('missions.weekly'), grouped.weekly, 'missions-weekly')}
          </div>
        );
      }}
    </ReportStates>
  );
}
