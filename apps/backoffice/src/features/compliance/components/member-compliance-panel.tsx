import type { AdminMemberCompliance } from '@gaming/contracts/harm-markers';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/badge';
import { DateTime } from '../../../components/date-time';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { formatMoney } from '../../../lib/format-money';
import { useBrandMoney } from '../../../lib/use-brand-money';
import { useAddInteraction, useMemberCompliance } from '../api/member-compliance';
import { ComplianceItem, ComplianceSection } from './compliance-section';
import { InteractionForm } from './interaction-form';
import { StartExclusionForm } from './start-exclusion-form';

function useMoneyText() {
  const money = useBrandMoney();
  return (minor: string | null) => (minor === null ? '—' : money ? formatMoney(minor, money) : minor);
}

function LimitsAndExclusions({ view }: { view: AdminMemberCompliance }) {
  const { t } = useTranslation('compliance');
  const money = useMoneyText();
  const { restriction, exclusions, registerChecks } = view.exclusions;
  return (
    <>
      <ComplianceSection
        title={t('compliance.restriction.title')}
        testId="compliance-restriction"
        isEmpty={!restriction}
        emptyText={t('compliance.restriction.none')}
      >
        {restriction ? (
          <p>
            <Badge tone="danger" value={restriction.kind}>
              {t(`compliance.exclusionKinds.${restriction.kind}`)}
            </Badge>{' '}
            {t('compliance.restriction.until')}{' '}
            <DateTime value={restriction.until} emptyText={t('compliance.permanent')} />
          </p>
        ) : null}
        {view.exclusions.marketingBlocked ? (
          <p className="text-sm">{t('compliance.restriction.marketingBlocked')}</p>
        ) : null}
      </ComplianceSection>
      <ComplianceSection
        title={t('compliance.exclusions.title')}
        testId="compliance-exclusions"
        isEmpty={exclusions.length === 0}
        emptyText={t('compliance.exclusions.none')}
      >
        <ul className="flex flex-col gap-2">
          {exclusions.map((row) => (
            <ComplianceItem
              key={row.id}
              testId="compliance-exclusion"
              main={
                <>
                  <Badge value={row.kind}>{t(`compliance.exclusionKinds.${row.kind}`)}</Badge>
                  <DateTime value={row.startsAt} /> →{' '}
                  <DateTime value={row.endsAt} emptyText={t('compliance.permanent')} />
                </>
              }
              detail={`${t(`compliance.sources.${row.source}`)} · ${row.actorName}${row.reason ? ` · ${row.reason}` : ''}`}
            />
          ))}
        </ul>
      </ComplianceSection>
      <ComplianceSection
        title={t('compliance.limits.title')}
        testId="compliance-limits"
        isEmpty={view.limitChanges.length === 0}
        emptyText={t('compliance.limits.none')}
      >
        <ul className="flex flex-col gap-2">
          {view.limitChanges.map((row) => (
            <ComplianceItem
              key={row.id}
              testId="compliance-limit-change"
              main={`${t(`compliance.limitKinds.${row.kind}`, { defaultValue: row.kind })} / ${t(`compliance.limitPeriods.${row.period}`, { defaultValue: row.period })}: ${row.kind === 'session_time' ? (row.fromValue ?? '—') : money(row.fromValue)} → ${row.kind === 'session_time' ? (row.toValue ?? '—') : money(row.toValue)}`}
              detail={
                <>
                  {t(`compliance.limitOutcomes.${row.outcome}`, { defaultValue: row.outcome })} ·{' '}
                  {row.actorName ?? row.actorType} · <DateTime value={row.at} />
                </>
              }
            />
          ))}
        </ul>
      </ComplianceSection>
      <ComplianceSection
        title={t('compliance.register.title')}
        testId="compliance-register-checks"
        isEmpty={registerChecks.length === 0}
        emptyText={t('compliance.register.none')}
      >
        <ul className="flex flex-col gap-2">
          {registerChecks.map((row) => (
            <ComplianceItem
              key={row.id}
              testId="compliance-register-check"
              main={
                <Badge tone={row.answer === 'not_registered' ? 'neutral' : 'warning'} value={row.answer}>
                  {t(`compliance.registerAnswers.${row.answer}`)}
                </Badge>
              }
              detail={
                <>
                  {row.provider} · {t(`compliance.registerTriggers.${row.trigger}`)} ·{' '}
                  <DateTime value={row.checkedAt} />
                </>
              }
            />
          ))}
        </ul>
      </ComplianceSection>
    </>
  );
}

function KycAmlMarkers({ view }: { view: AdminMemberCompliance }) {
  const { t } = useTranslation('compliance');
  const money = useMoneyText();
  return (
    <>
      <ComplianceSection
        title={t('compliance.kyc.title')}
        testId="compliance-kyc"
        isEmpty={false}
        emptyText=""
      >
        <p>
          <Badge tone={view.kyc.status === 'verified' ? 'success' : 'neutral'} value={view.kyc.status}>
            {t(`compliance.kycStatuses.${view.kyc.status}`)}
          </Badge>{' '}
          {view.kyc.verifiedAt ? (
            <>
              {view.kyc.verifiedByName} · <DateTime value={view.kyc.verifiedAt} />
            </>
          ) : null}
        </p>
        <p className="text-sm text-muted">
          {t('compliance.kyc.documents', { count: view.kyc.documents.length })}
        </p>
      </ComplianceSection>
      <ComplianceSection
        title={t('compliance.aml.title')}
        testId="compliance-aml"
        isEmpty={view.amlFlags.length === 0}
        emptyText={t('compliance.aml.none')}
      >
        <ul className="flex flex-col gap-2">
          {view.amlFlags.map((flag) => (
            <ComplianceItem
              key={flag.id}
              testId="compliance-aml-flag"
              main={
                <>
                  <Badge tone={flag.status === 'open' ? 'warning' : 'neutral'} value={flag.status}>
                    {t(`compliance.amlStatuses.${flag.status}`)}
                  </Badge>
                  {flag.ruleId} · {money(flag.amountMinor)}
                </>
              }
              detail={<DateTime value={flag.createdAt} />}
            />
          ))}
        </ul>
      </ComplianceSection>
      <ComplianceSection
        title={t('compliance.markers.title')}
        testId="compliance-markers"
        isEmpty={view.markers.length === 0}
        emptyText={t('compliance.markers.none')}
      >
        <ul className="flex flex-col gap-2">
          {view.markers.map((marker) => (
            <ComplianceItem
              key={marker.id}
              testId="compliance-marker"
              main={
                <>
                  <Badge tone={marker.status === 'open' ? 'warning' : 'neutral'} value={marker.status}>
                    {t(`harm.statuses.${marker.status}`)}
                  </Badge>
                  {t(`harm.rules.${marker.rule}`)}
                </>
              }
              detail={
                <>
                  <DateTime value={marker.windowStart} /> → <DateTime value={marker.windowEnd} />
                </>
              }
            />
          ))}
        </ul>
      </ComplianceSection>
    </>
  );
}

function Interactions({
  view,
  memberId,
  canRecord,
}: {
  view: AdminMemberCompliance;
  memberId: string;
  canRecord: boolean;
}) {
  const { t } = useTranslation('compliance');
  const add = useAddInteraction(memberId);
  return (
    <section
      data-testid="compliance-interactions"
      className="flex flex-col gap-2 rounded-lg border border-border bg-surface p-4"
    >
      <h3 className="text-base font-bold">{t('compliance.interactions.title')}</h3>
      {view.interactions.length === 0 ? (
        <p className="text-muted">{t('compliance.interactions.none')}</p>
      ) : null}
      <ul className="flex flex-col gap-2">
        {view.interactions.map((row) => (
          <ComplianceItem
            key={row.id}
            testId="compliance-interaction"
            main={
              <>
                <Badge value={row.kind}>{t(`compliance.interactions.kinds.${row.kind}`)}</Badge>
                <span className="whitespace-pre-wrap">{row.body}</span>
              </>
            }
            detail={
              <>
                {row.staffName} · <DateTime value={row.createdAt} />
              </>
            }
          />
        ))}
      </ul>
      {canRecord ? (
        <InteractionForm
          testId="compliance-interaction-form"
          submitLabel={t('compliance.interactions.save')}
          pending={add.isPending}
          error={add.isError ? add.error : null}
          onSubmit={(value, done) => add.mutate(value, { onSuccess: done })}
        />
      ) : null}
    </section>
  );
}

/**
 * The member compliance view (issue 20): limits and their history, exclusions and register answers, KYC,
 * AML flags, markers of harm and the staff interaction log. Read-only except recording an interaction
 * and (manageExclusions) starting an exclusion on the member's request.
 */
export function MemberCompliancePanel({
  memberId,
  canRecord,
  canExclude,
}: {
  memberId: string;
  canRecord: boolean;
  canExclude: boolean;
}) {
  const { t } = useTranslation('compliance');
  const view = useMemberCompliance(memberId);
  return (
    <section
      data-testid="member-compliance"
      aria-labelledby="member-compliance-title"
      className="flex flex-col gap-3"
    >
      <h2 id="member-compliance-title" className="text-lg font-bold">
        {t('compliance.title')}
      </h2>
      {view.isPending ? <LoadingState rows={6} /> : null}
      {!view.isPending && !view.data ? (
        <ErrorState error={view.error} onRetry={() => void view.refetch()} />
      ) : null}
      {view.data ? (
        <div className="grid gap-4 xl:grid-cols-2">
          <div className="flex flex-col gap-4">
            <LimitsAndExclusions view={view.data} />
            {canExclude ? (
              <section className="flex flex-col gap-2 rounded-lg border border-border bg-surface p-4">
                <h3 className="text-base font-bold">{t('compliance.exclusion.title')}</h3>
                <StartExclusionForm memberId={memberId} />
              </section>
            ) : null}
          </div>
          <div className="flex flex-col gap-4">
            <KycAmlMarkers view={view.data} />
            <Interactions view={view.data} memberId={memberId} canRecord={canRecord} />
          </div>
        </div>
      ) : null}
    </section>
  );
}
