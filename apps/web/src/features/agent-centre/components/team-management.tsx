import { SearchIcon, UsersIcon } from '@gaming/ui/icons';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../components/button-styles';
import { EmptyState } from '../../../components/empty-state';
import { CheckboxField, TextField } from '../../../components/form-field';
import { PageNav } from '../../../components/page-nav';
import { ListSkeleton, ReportStates } from '../../../components/report-states';
import { useTeamMembers } from '../api/get-team-members';
import { useAgentPeriod } from '../hooks/use-agent-period';
import type { Brand } from '../hooks/use-brand';
import type { AgentTeamMember } from '../lib/agent-types';
import { memberTypeKey } from '../lib/member-types';
import { AgentPeriodFilter, usePeriodProblemText } from './agent-period-filter';
import { MemberDetail } from './member-detail';
import { type ReportColumn, ReportTable } from './report-table';

export const teamPageSize = 20;

export function pageCountOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/**
 * Team management (spec §2): the agent's team, searched by account name or narrowed to the direct
 * downline, with each member's deposits and valid bet in the period; a member's detail opens from its
 * account, with the transfer and contract actions for a direct downline.
 */
export function TeamManagement({
  brand,
  memberActions,
}: {
  brand: Brand;
  /** What the agent can do with a direct downline (transfer, contracts): composed by the app. */
  memberActions: (member: { memberId: string; account: string; type: number }) => ReactNode;
}) {
  const { t } = useTranslation('agent');
  const period = useAgentPeriod(brand.gmtOffsetMinutes, 'thisMonth');
  const problem = usePeriodProblemText(period);
  const [search, setSearch] = useState('');
  const [username, setUsername] = useState('');
  const [directOnly, setDirectOnly] = useState(false);
  const [selected, setSelected] = useState<string | null>(null);
  const members = useTeamMembers(
    {
      period: period.query,
      page: period.page,
      pageSize: teamPageSize,
      username: username === '' ? undefined : username,
      directOnly: directOnly ? true : undefined,
    },
    { enabled: problem === null },
  );
  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    period.filterChanged(() => setUsername(search.trim()));
  };
  const columns: ReportColumn<AgentTeamMember>[] = [
    { key: 'account', header: t('agentCentre.columns.account'), cell: (row) => row.account },
    {
      key: 'type',
      header: t('agentCentre.columns.type'),
      cell: (row) => t(`agentCentre.memberTypes.${memberTypeKey(row.type)}`),
    },
    { key: 'depth', header: t('agentCentre.columns.level'), cell: (row) => row.depth, numeric: true },
    { key: 'upline', header: t('agentCentre.columns.upline'), cell: (row) => row.uplineAccount ?? '—' },
    {
      key: 'status',
      header: t('agentCentre.columns.status'),
      cell: (row) => t(`agentCentre.memberStatus.${row.status}`),
    },
    {
      key: 'registered',
      header: t('agentCentre.columns.registeredAt'),
      cell: (row) => brand.time(row.registeredAt),
    },
    {
      key: 'deposits',
      header: t('agentCentre.columns.deposits'),
      cell: (row) => brand.money(row.depositsMinor),
      numeric: true,
    },
    {
      key: 'validBet',
      header: t('agentCentre.columns.validBet'),
      cell: (row) => brand.money(row.validBetMinor),
      numeric: true,
    },
  ];
  if (selected) {
    return (
      <MemberDetail
        memberId={selected}
        period={period}
        brand={brand}
        onBack={() => setSelected(null)}
        actions={memberActions}
      />
    );
  }
  return (
    <div data-testid="team-management" className="flex flex-col gap-4">
      <AgentPeriodFilter state={period} gmtOffsetMinutes={brand.gmtOffsetMinutes} testIdPrefix="team">
        <search>
          <form onSubmit={submitSearch} className="flex flex-col gap-3 sm:flex-row sm:items-end">
            <div className="min-w-0 flex-1">
              <TextField
                label={t('agentCentre.team.search')}
                value={search}
                onChange={setSearch}
                testId="team-search"
                maxLength={64}
                autoCapitalize="none"
                spellCheck={false}
                placeholder={t('agentCentre.team.searchPlaceholder')}
              />
            </div>
            <button
              type="submit"
              data-testid="team-search-submit"
              className={`${buttonStyles.secondary} h-11`}
            >
              <SearchIcon className="size-4" />
              {t('agentCentre.team.searchButton')}
            </button>
          </form>
        </search>
        <CheckboxField
          checked={directOnly}
          onChange={(checked) => period.filterChanged(() => setDirectOnly(checked))}
          testId="team-direct-only"
        >
          {t('agentCentre.team.directOnly')}
        </CheckboxField>
      </AgentPeriodFilter>
      <ReportStates
        query={members}
        rangeProblem={problem}
        testIdPrefix="team"
        placeholder={<ListSkeleton testId="team-loading" />}
      >
        {(data) =>
          data.members.length === 0 ? (
            <div data-testid="team-empty">
              <EmptyState
                icon={<UsersIcon className="size-6" />}
                title={t('agentCentre.team.emptyTitle')}
                body={t(username ? 'agentCentre.team.emptySearch' : 'agentCentre.team.emptyBody')}
              />
            </div>
          ) : (
            <>
              <ReportTable
                label={t('agentCentre.menu.teamManagement')}
                columns={columns}
                rows={data.members}
                rowKey={(row) => row.memberId}
                testId="team-table"
                rowTestId="team-row"
                onRowClick={(row) => setSelected(row.memberId)}
              />
              <PageNav
                label={t('agentCentre.paging', { report: t('agentCentre.menu.teamManagement') })}
                page={period.page}
                pageCount={pageCountOf(data.pageInfo.total, teamPageSize)}
                total={data.pageInfo.total}
                onPage={period.setPage}
                testId="team-pages"
              />
            </>
          )
        }
      </ReportStates>
    </div>
  );
}
