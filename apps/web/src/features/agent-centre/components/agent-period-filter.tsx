import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangeFields } from '../../../components/date-range-fields';
import { PeriodPicker } from '../../../components/period-picker';
import { formatDayString, formatGmtOffset } from '../../../lib/brand-time';
import type { AgentPeriodState } from '../hooks/use-agent-period';
import { agentPeriods, maximumAgentRangeDays, periodProblem } from '../lib/agent-period';

/** The range's problem, translated, or null: the report asks for nothing while there is one. */
export function usePeriodProblemText(state: AgentPeriodState): string | null {
  const { t } = useTranslation('agent');
  const problem = periodProblem(state.query);
  if (problem === 'invalid') return t('agentCentre.period.rangeInvalid');
  if (problem === 'tooLong') return t('agentCentre.period.rangeTooLong', { count: maximumAgentRangeDays });
  return null;
}

/**
 * A report's period: today, yesterday, this and last week, this and last month, or a custom range of
 * the brand's days; every period is counted in the brand's offset, shown under the chips.
 */
export function AgentPeriodFilter({
  state,
  gmtOffsetMinutes,
  testIdPrefix,
  children,
}: {
  state: AgentPeriodState;
  gmtOffsetMinutes: number;
  testIdPrefix: string;
  /** Further filters (search, type) beside the period. */
  children?: ReactNode;
}) {
  const { t } = useTranslation('agent');
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-4">
      <PeriodPicker
        legend={t('agentCentre.period.legend')}
        periods={agentPeriods}
        value={state.period}
        onChange={state.setPeriod}
        labelOf={(period) => t(`agentCentre.period.${period}`)}
        testIdPrefix={`${testIdPrefix}-period`}
      />
      {state.period === 'custom' ? (
        <div className="grid grid-cols-2 gap-3 md:max-w-md">
          <DateRangeFields
            from={state.from}
            to={state.to}
            today={state.today}
            onFromChange={state.changeFrom}
            onToChange={state.changeTo}
            labels={{ from: t('agentCentre.period.from'), to: t('agentCentre.period.to') }}
            testIdPrefix={testIdPrefix}
          />
        </div>
      ) : null}
      {children}
      <p data-testid={`${testIdPrefix}-time-zone`} className="text-xs text-muted">
        {t('agentCentre.period.timeZone', { offset: formatGmtOffset(gmtOffsetMinutes) })}
      </p>
    </div>
  );
}

/** "2026-11-01 – 2026-11-07 (GMT+05:45)": the days a report's answer covers, as the server resolved them. */
export function ResolvedPeriod({
  from,
  to,
  gmtOffsetMinutes,
  testId,
}: {
  from: string;
  to: string;
  gmtOffsetMinutes: number;
  testId: string;
}) {
  const { t } = useTranslation('agent');
  return (
    <p data-testid={testId} className="text-xs text-muted tabular-nums">
      {from === to
        ? t('agentCentre.period.resolvedDay', {
            day: formatDayString(from),
            offset: formatGmtOffset(gmtOffsetMinutes),
          })
        : t('agentCentre.period.resolvedRange', {
            from: formatDayString(from),
            to: formatDayString(to),
            offset: formatGmtOffset(gmtOffsetMinutes),
          })}
    </p>
  );
}
