import { agentTransactionTypes } from '@gaming/contracts/agents';
import { ListIcon, SearchIcon } from '@gaming/ui/icons';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../components/button-styles';
import { EmptyState } from '../../../components/empty-state';
import { SelectField, TextField } from '../../../components/form-field';
import { PageNav } from '../../../components/page-nav';
import { ListSkeleton, ReportStates } from '../../../components/report-states';
import { useTeamTransactions } from '../api/get-team-transactions';
import { useAgentPeriod } from '../hooks/use-agent-period';
import type { Brand } from '../hooks/use-brand';
import type { AgentTeamTransactionsResponse } from '../lib/agent-types';
import { AgentPeriodFilter, ResolvedPeriod, usePeriodProblemText } from './agent-period-filter';
import { type ReportColumn, ReportTable } from './report-table';
import { pageCountOf } from './team-management';

const pageSize = 20;
const allTypes = 'all';
type TransactionRow = AgentTeamTransactionsResponse['transactions'][number];

/** Team transaction: the team's deposits and withdrawals in the period, with their order numbers and totals. */
export function TeamTransactions({ brand }: { brand: Brand }) {
  const { t } = useTranslation('agent');
  const period = useAgentPeriod(brand.gmtOffsetMinutes);
  const problem = usePeriodProblemText(period);
  const [type, setType] = useState<string>(allTypes);
  const [search, setSearch] = useState('');
  const [username, setUsername] = useState('');
  const transactions = useTeamTransactions(
    {
      period: period.query,
      page: period.page,
      pageSize,
      type: type === allTypes ? undefined : (type as (typeof agentTransactionTypes)[number]),
      username: username === '' ? undefined : username,
    },
    { enabled: problem === null },
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    period.filterChanged(() => setUsername(search.trim()));
  };
  const columns: ReportColumn<TransactionRow>[] = [
    { key: 'time', header: t('agentCentre.columns.time'), cell: (row) => brand.time(row.createdAt) },
    { key: 'account', header: t('agentCentre.columns.account'), cell: (row) => row.account },
    {
      key: 'type',
      header: t('agentCentre.columns.type'),
      cell: (row) => t(`agentCentre.transactions.types.${row.type}`),
    },
    {
      key: 'amount',
      header: t('agentCentre.columns.amount'),
      cell: (row) => brand.money(row.amountMinor),
      numeric: true,
    },
    { key: 'order', header: t('agentCentre.columns.orderNumber'), cell: (row) => row.orderNumber ?? '—' },
  ];
  return (
    <div data-testid="team-transactions" className="flex flex-col gap-4">
      <AgentPeriodFilter state={period} gmtOffsetMinutes={brand.gmtOffsetMinutes} testIdPrefix="transactions">
        <search>
          <form onSubmit={submit} className="grid gap-3 sm:grid-cols-[12rem_1fr_auto] sm:items-end">
            <SelectField
              label={t('agentCentre.columns.type')}
              value={type}
              onChange={(value) => period.filterChanged(() => setType(value))}
              options={[
                { value: allTypes, label: t('agentCentre.transactions.allTypes') },
                ...agentTransactionTypes.map((value) => ({
                  value,
                  label: t(`agentCentre.transactions.types.${value}`),
                })),
              ]}
              testId="transactions-type"
            />
            <TextField
              label={t('agentCentre.team.search')}
              value={search}
              onChange={setSearch}
              testId="transactions-search"
              maxLength={64}
              autoCapitalize="none"
              spellCheck={false}
            />
            <button
              type="submit"
              data-testid="transactions-search-submit"
              className={`${buttonStyles.secondary} h-11`}
            >
              <SearchIcon className="size-4" />
              {t('agentCentre.team.searchButton')}
            </button>
          </form>
        </search>
      </AgentPeriodFilter>
      <ReportStates
        query={transactions}
        rangeProblem={problem}
        testIdPrefix="transactions"
        placeholder={<ListSkeleton testId="transactions-loading" />}
      >
        {(data) =>
          data.transactions.length === 0 ? (
            <div data-testid="transactions-empty">
              <EmptyState
                icon={<ListIcon className="size-6" />}
                title={t('agentCentre.transactions.emptyTitle')}
                body={t('agentCentre.transactions.emptyBody')}
              />
            </div>
          ) : (
            <>
              <ResolvedPeriod
                from={data.from}
                to={data.to}
                gmtOffsetMinutes={data.gmtOffsetMinutes}
                testId="transactions-resolved"
              />
              <dl className="grid grid-cols-2 gap-3">
                <div className="rounded-xl border border-border bg-surface p-4">
                  <dt className="text-xs text-muted">
                    {t('agentCentre.transactions.depositsTotal', { count: data.totals.deposits })}
                  </dt>
                  <dd data-testid="transactions-deposits-total" className="text-lg font-bold tabular-nums">
                    {brand.money(data.totals.depositsMinor)}
                  </dd>
                </div>
                <div className="rounded-xl border border-border bg-surface p-4">
                  <dt className="text-xs text-muted">
                    {t('agentCentre.transactions.withdrawalsTotal', { count: data.totals.withdrawals })}
                  </dt>
                  <dd data-testid="transactions-withdrawals-total" className="text-lg font-bold tabular-nums">
                    {brand.money(data.totals.withdrawalsMinor)}
                  </dd>
                </div>
              </dl>
              <ReportTable
                label={t('agentCentre.menu.teamTransaction')}
                columns={columns}
                rows={data.transactions}
                rowKey={(row) => row.id}
                testId="transactions-table"
                rowTestId="transactions-row"
              />
              <PageNav
                label={t('agentCentre.paging', { report: t('agentCentre.menu.teamTransaction') })}
                page={period.page}
                pageCount={pageCountOf(data.pageInfo.total, pageSize)}
                total={data.pageInfo.total}
                onPage={period.setPage}
                testId="transactions-pages"
              />
            </>
          )
        }
      </ReportStates>
    </div>
  );
}
