import { ListIcon, SearchIcon } from '@gaming/ui/icons';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../components/button-styles';
import { EmptyState } from '../../../components/empty-state';
import { TextField } from '../../../components/form-field';
import { PageNav } from '../../../components/page-nav';
import { ListSkeleton, type ReportQuery, ReportStates } from '../../../components/report-states';
import { useTeamBetting } from '../api/get-team-betting';
import { useUserLoss } from '../api/get-user-loss';
import { useAgentPeriod } from '../hooks/use-agent-period';
import type { Brand } from '../hooks/use-brand';
import type { AgentTeamBettingResponse } from '../lib/agent-types';
import { AgentPeriodFilter, ResolvedPeriod, usePeriodProblemText } from './agent-period-filter';
import { type ReportColumn, ReportTable } from './report-table';
import { pageCountOf } from './team-management';

const pageSize = 20;
type PlayRow = AgentTeamBettingResponse['rows'][number] & { rank?: number };
type PlayTotals = AgentTeamBettingResponse['totals'];
type PlayData = Omit<AgentTeamBettingResponse, 'rows'> & { rows: PlayRow[] };

/** The play columns of team betting and user loss, each with its total over every page. */
function playColumns(
  t: (key: string) => string,
  brand: Brand,
  totals: PlayTotals,
  ranked: boolean,
): ReportColumn<PlayRow>[] {
  return [
    ...(ranked
      ? [
          {
            key: 'rank',
            header: t('agentCentre.columns.rank'),
            cell: (row: PlayRow) => row.rank ?? '',
            numeric: true,
          },
        ]
      : []),
    { key: 'account', header: t('agentCentre.columns.account'), cell: (row) => row.account },
    {
      key: 'level',
      header: t('agentCentre.columns.level'),
      cell: (row) => (row.depth === 0 ? t('agentCentre.columns.self') : row.depth),
      numeric: true,
    },
    {
      key: 'rounds',
      header: t('agentCentre.columns.rounds'),
      cell: (row) => row.rounds,
      numeric: true,
      total: String(totals.rounds),
    },
    {
      key: 'stake',
      header: t('agentCentre.columns.stake'),
      cell: (row) => brand.money(row.stakeMinor),
      numeric: true,
      total: brand.money(totals.stakeMinor),
    },
    {
      key: 'validBet',
      header: t('agentCentre.columns.validBet'),
      cell: (row) => brand.money(row.validBetMinor),
      numeric: true,
      total: brand.money(totals.validBetMinor),
    },
    {
      key: 'win',
      header: t('agentCentre.columns.win'),
      cell: (row) => brand.money(row.winMinor),
      numeric: true,
      total: brand.money(totals.winMinor),
    },
    {
      key: 'winLoss',
      header: t('agentCentre.columns.winLoss'),
      cell: (row) => brand.money(row.winLossMinor),
      numeric: true,
      total: brand.money(totals.winLossMinor),
    },
  ];
}

/** Team betting (spec §2): per team member, its rounds settled in the period; totals over all pages. */
export function TeamBetting({ brand }: { brand: Brand }) {
  const { t } = useTranslation('agent');
  const period = useAgentPeriod(brand.gmtOffsetMinutes);
  const problem = usePeriodProblemText(period);
  const [search, setSearch] = useState('');
  const [username, setUsername] = useState('');
  const betting = useTeamBetting(
    { period: period.query, page: period.page, pageSize, username: username === '' ? undefined : username },
    { enabled: problem === null },
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    period.filterChanged(() => setUsername(search.trim()));
  };
  return (
    <div data-testid="team-betting" className="flex flex-col gap-4">
      <AgentPeriodFilter state={period} gmtOffsetMinutes={brand.gmtOffsetMinutes} testIdPrefix="betting">
        <search>
          <form onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-end">
            <div className="min-w-0 flex-1">
              <TextField
                label={t('agentCentre.team.search')}
                value={search}
                onChange={setSearch}
                testId="betting-search"
                maxLength={64}
                autoCapitalize="none"
                spellCheck={false}
              />
            </div>
            <button
              type="submit"
              data-testid="betting-search-submit"
              className={`${buttonStyles.secondary} h-11`}
            >
              <SearchIcon className="size-4" />
              {t('agentCentre.team.searchButton')}
            </button>
          </form>
        </search>
      </AgentPeriodFilter>
      <PlayReport
        query={betting}
        problem={problem}
        brand={brand}
        page={period.page}
        onPage={period.setPage}
        prefix="betting"
        ranked={false}
      />
    </div>
  );
}

/** User loss (spec §2): the team members who lost in the period, the biggest loss first. */
export function UserLoss({ brand }: { brand: Brand }) {
  const period = useAgentPeriod(brand.gmtOffsetMinutes);
  const problem = usePeriodProblemText(period);
  const loss = useUserLoss(
    { period: period.query, page: period.page, pageSize },
    { enabled: problem === null },
  );
  return (
    <div data-testid="user-loss" className="flex flex-col gap-4">
      <AgentPeriodFilter state={period} gmtOffsetMinutes={brand.gmtOffsetMinutes} testIdPrefix="loss" />
      <PlayReport
        query={loss}
        problem={problem}
        brand={brand}
        page={period.page}
        onPage={period.setPage}
        prefix="loss"
        ranked
      />
    </div>
  );
}

function PlayReport({
  query,
  problem,
  brand,
  page,
  onPage,
  prefix,
  ranked,
}: {
  query: ReportQuery<PlayData>;
  problem: string | null;
  brand: Brand;
  page: number;
  onPage: (page: number) => void;
  prefix: string;
  ranked: boolean;
}) {
  const { t } = useTranslation('agent');
  const report = t(ranked ? 'agentCentre.menu.userLoss' : 'agentCentre.menu.teamBetting');
  return (
    <ReportStates
      query={query}
      rangeProblem={problem}
      testIdPrefix={prefix}
      placeholder={<ListSkeleton testId={`${prefix}-loading`} />}
    >
      {(data) =>
        data.rows.length === 0 ? (
          <div data-testid={`${prefix}-empty`}>
            <EmptyState
              icon={<ListIcon className="size-6" />}
              title={t(ranked ? 'agentCentre.loss.emptyTitle' : 'agentCentre.betting.emptyTitle')}
              body={t('agentCentre.betting.emptyBody')}
            />
          </div>
        ) : (
          <>
            <ResolvedPeriod
              from={data.from}
              to={data.to}
              gmtOffsetMinutes={data.gmtOffsetMinutes}
              testId={`${prefix}-resolved`}
            />
            <ReportTable
              label={report}
              columns={playColumns(t, brand, data.totals, ranked)}
              rows={data.rows}
              rowKey={(row) => row.memberId}
              totalsLabel={t('agentCentre.columns.totalsMembers', { count: data.totals.members })}
              testId={`${prefix}-table`}
              rowTestId={`${prefix}-row`}
            />
            <p className="text-xs text-muted">{t('agentCentre.betting.winLossNote')}</p>
            <PageNav
              label={t('agentCentre.paging', { report })}
              page={page}
              pageCount={pageCountOf(data.pageInfo.total, pageSize)}
              total={data.pageInfo.total}
              onPage={onPage}
              testId={`${prefix}-pages`}
            />
          </>
        )
      }
    </ReportStates>
  );
}
