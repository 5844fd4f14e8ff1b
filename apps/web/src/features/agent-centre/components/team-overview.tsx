import { useTranslation } from 'react-i18next';
import { ReportStates } from '../../../components/report-states';
import { Skeleton } from '../../../components/skeleton';
import { formatCount } from '../../../lib/locale-format';
import { useTeamOverview } from '../api/get-team-overview';
import { useAgentPeriod } from '../hooks/use-agent-period';
import type { Brand } from '../hooks/use-brand';
import { AgentPeriodFilter, ResolvedPeriod, usePeriodProblemText } from './agent-period-filter';

function Tile({ id, label, value, note }: { id: string; label: string; value: string; note?: string }) {
  return (
    <div
      data-testid={`overview-${id}`}
      className="flex flex-col gap-1 rounded-xl border border-border bg-surface p-4"
    >
      <p className="text-xs text-muted">{label}</p>
      <p data-testid={`overview-${id}-value`} className="text-lg font-bold tabular-nums sm:text-xl">
        {value}
      </p>
      {note ? <p className="text-xs text-muted tabular-nums">{note}</p> : null}
    </div>
  );
}

function OverviewSkeleton() {
  return (
    <div data-testid="overview-loading" className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-4">
      {Array.from({ length: 8 }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity.
        <Skeleton key={index} className="h-24" />
      ))}
    </div>
  );
}

/**
 * Team overview (spec §2, the agent centre's default page): the team's size, new and active members,
 * deposits, withdrawals, valid bet, win/loss (the house's side: positive when the team lost) and the
 * agent's own income, for a period of the brand's days.
 */
export function TeamOverview({ brand }: { brand: Brand }) {
  const { t } = useTranslation('agent');
  const period = useAgentPeriod(brand.gmtOffsetMinutes);
  const problem = usePeriodProblemText(period);
  const overview = useTeamOverview(period.query, { enabled: problem === null });
  return (
    <div data-testid="team-overview" className="flex flex-col gap-4">
      <AgentPeriodFilter state={period} gmtOffsetMinutes={brand.gmtOffsetMinutes} testIdPrefix="overview" />
      <ReportStates
        query={overview}
        rangeProblem={problem}
        testIdPrefix="overview"
        placeholder={<OverviewSkeleton />}
      >
        {(data) => (
          <>
            <ResolvedPeriod
              from={data.from}
              to={data.to}
              gmtOffsetMinutes={data.gmtOffsetMinutes}
              testId="overview-resolved"
            />
            <div className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-4">
              <Tile
                id="teamSize"
                label={t('agentCentre.overview.teamSize')}
                value={formatCount(data.teamSize)}
              />
              <Tile
                id="newMembers"
                label={t('agentCentre.overview.newMembers')}
                value={formatCount(data.newMembers)}
              />
              <Tile
                id="activeMembers"
                label={t('agentCentre.overview.activeMembers')}
                value={formatCount(data.activeMembers)}
              />
              <Tile
                id="firstDeposits"
                label={t('agentCentre.overview.firstDeposits')}
                value={brand.money(data.firstDepositsMinor)}
                note={t('agentCentre.overview.count', { count: data.firstDeposits })}
              />
              <Tile
                id="deposits"
                label={t('agentCentre.overview.deposits')}
                value={brand.money(data.depositsMinor)}
                note={t('agentCentre.overview.count', { count: data.deposits })}
              />
              <Tile
                id="withdrawals"
                label={t('agentCentre.overview.withdrawals')}
                value={brand.money(data.withdrawalsMinor)}
                note={t('agentCentre.overview.count', { count: data.withdrawals })}
              />
              <Tile
                id="validBet"
                label={t('agentCentre.overview.validBet')}
                value={brand.money(data.validBetMinor)}
              />
              <Tile
                id="winLoss"
                label={t('agentCentre.overview.winLoss')}
                value={brand.money(data.winLossMinor)}
                note={t('agentCentre.overview.winLossNote')}
              />
              <Tile
                id="income"
                label={t('agentCentre.overview.income')}
                value={brand.money(data.incomeMinor)}
                note={t('agentCentre.overview.incomeSplit', {
                  salary: brand.money(data.salaryIncomeMinor),
                  dividend: brand.money(data.dividendIncomeMinor),
                })}
              />
            </div>
          </>
        )}
      </ReportStates>
    </div>
  );
}
