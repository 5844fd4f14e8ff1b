import { ChevronLeftIcon } from '@gaming/ui/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../components/button-styles';
import { ReportStates } from '../../../components/report-states';
import { Skeleton } from '../../../components/skeleton';
import { formatCount } from '../../../lib/locale-format';
import { useTeamMember } from '../api/get-team-member';
import type { AgentPeriodState } from '../hooks/use-agent-period';
import type { Brand } from '../hooks/use-brand';
import { memberTypeKey } from '../lib/member-types';
import { AgentPeriodFilter, ResolvedPeriod, usePeriodProblemText } from './agent-period-filter';

function Field({ id, label, value }: { id: string; label: string; value: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-4 border-b border-border py-2 last:border-b-0">
      <dt className="text-sm text-muted">{label}</dt>
      <dd data-testid={`member-detail-${id}`} className="text-end text-sm font-semibold tabular-nums">
        {value}
      </dd>
    </div>
  );
}

/**
 * One team member: who it is, where it sits in the team, and its own figures in the period. A direct
 * downline gets the agent's actions (transfer, contracts); a deeper member is the business of its own upline.
 */
export function MemberDetail({
  memberId,
  period,
  brand,
  onBack,
  actions,
}: {
  memberId: string;
  period: AgentPeriodState;
  brand: Brand;
  onBack: () => void;
  actions: (member: { memberId: string; account: string; type: number }) => ReactNode;
}) {
  const { t } = useTranslation('agent');
  const problem = usePeriodProblemText(period);
  const detail = useTeamMember(problem === null ? memberId : null, period.query);
  return (
    <div data-testid="member-detail" className="flex flex-col gap-4">
      <button
        type="button"
        data-testid="member-detail-back"
        onClick={onBack}
        className={`${buttonStyles.ghost} self-start rtl:[&>svg]:rotate-180`}
      >
        <ChevronLeftIcon className="size-4" />
        {t('agentCentre.team.backToTeam')}
      </button>
      <AgentPeriodFilter
        state={period}
        gmtOffsetMinutes={brand.gmtOffsetMinutes}
        testIdPrefix="member-detail"
      />
      <ReportStates
        query={detail}
        rangeProblem={problem}
        testIdPrefix="member-detail"
        placeholder={<Skeleton className="h-96" />}
      >
        {({ member, figures, from, to, gmtOffsetMinutes }) => (
          <>
            <h2 data-testid="member-detail-account" className="text-lg font-bold">
              {member.account}
            </h2>
            <div className="grid gap-4 md:grid-cols-2">
              <section className="rounded-xl border border-border bg-surface p-4">
                <h3 className="mb-2 text-sm font-semibold">{t('agentCentre.team.profile')}</h3>
                <dl>
                  <Field id="nickname" label={t('agentCentre.columns.nickname')} value={member.nickname} />
                  <Field
                    id="type"
                    label={t('agentCentre.columns.type')}
                    value={t(`agentCentre.memberTypes.${memberTypeKey(member.type)}`)}
                  />
                  <Field id="level" label={t('agentCentre.columns.level')} value={member.depth} />
                  <Field
                    id="upline"
                    label={t('agentCentre.columns.upline')}
                    value={member.uplineAccount ?? '—'}
                  />
                  <Field
                    id="status"
                    label={t('agentCentre.columns.status')}
                    value={t(`agentCentre.memberStatus.${member.status}`)}
                  />
                  <Field
                    id="teamSize"
                    label={t('agentCentre.overview.teamSize')}
                    value={formatCount(member.teamSize)}
                  />
                  <Field
                    id="directCount"
                    label={t('agentCentre.team.directCount')}
                    value={formatCount(member.directCount)}
                  />
                  <Field
                    id="registered"
                    label={t('agentCentre.columns.registeredAt')}
                    value={brand.time(member.registeredAt)}
                  />
                  <Field
                    id="lastLogin"
                    label={t('agentCentre.columns.lastLoginAt')}
                    value={member.lastLoginAt ? brand.time(member.lastLoginAt) : '—'}
                  />
                </dl>
              </section>
              <section className="rounded-xl border border-border bg-surface p-4">
                <h3 className="mb-1 text-sm font-semibold">{t('agentCentre.team.figures')}</h3>
                <ResolvedPeriod
                  from={from}
                  to={to}
                  gmtOffsetMinutes={gmtOffsetMinutes}
                  testId="member-detail-resolved"
                />
                <dl className="mt-2">
                  <Field
                    id="deposits"
                    label={t('agentCentre.columns.deposits')}
                    value={`${brand.money(figures.depositsMinor)} (${figures.deposits})`}
                  />
                  <Field
                    id="withdrawals"
                    label={t('agentCentre.columns.withdrawals')}
                    value={`${brand.money(figures.withdrawalsMinor)} (${figures.withdrawals})`}
                  />
                  <Field
                    id="validBet"
                    label={t('agentCentre.columns.validBet')}
                    value={brand.money(figures.validBetMinor)}
                  />
                  <Field
                    id="stake"
                    label={t('agentCentre.columns.stake')}
                    value={brand.money(figures.stakeMinor)}
                  />
                  <Field
                    id="win"
                    label={t('agentCentre.columns.win')}
                    value={brand.money(figures.winMinor)}
                  />
                  <Field
                    id="winLoss"
                    label={t('agentCentre.columns.winLoss')}
                    value={brand.money(figures.winLossMinor)}
                  />
                </dl>
              </section>
            </div>
            {member.isDirect ? (
              <section data-testid="member-detail-actions" className="flex flex-col gap-3">
                <h3 className="text-sm font-semibold">{t('agentCentre.team.actions')}</h3>
                {actions({ memberId: member.memberId, account: member.account, type: member.type })}
              </section>
            ) : (
              <p data-testid="member-detail-not-direct" className="text-sm text-muted">
                {t('agentCentre.team.notDirect')}
              </p>
            )}
          </>
        )}
      </ReportStates>
    </div>
  );
}
