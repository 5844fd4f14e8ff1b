import { WalletIcon } from '@gaming/ui/icons';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { PageNav } from '../../../components/page-nav';
import { ListSkeleton, ReportStates } from '../../../components/report-states';
import { useCreditReport } from '../api/get-credit-report';
import { useAgentPeriod } from '../hooks/use-agent-period';
import type { Brand } from '../hooks/use-brand';
import type { AgentCreditReportResponse } from '../lib/agent-types';
import { AgentPeriodFilter, ResolvedPeriod, usePeriodProblemText } from './agent-period-filter';
import { type ReportColumn, ReportTable } from './report-table';
import { pageCountOf } from './team-management';

const pageSize = 20;
type CreditRow = AgentCreditReportResponse['rows'][number];

/** Credit report: per direct downline, what the agent sent it and received from it in the period. */
export function CreditReport({ brand }: { brand: Brand }) {
  const { t } = useTranslation('agent');
  const period = useAgentPeriod(brand.gmtOffsetMinutes, 'thisMonth');
  const problem = usePeriodProblemText(period);
  const report = useCreditReport(
    { period: period.query, page: period.page, pageSize },
    { enabled: problem === null },
  );
  return (
    <div data-testid="credit-report" className="flex flex-col gap-4">
      <AgentPeriodFilter state={period} gmtOffsetMinutes={brand.gmtOffsetMinutes} testIdPrefix="credit" />
      <ReportStates
        query={report}
        rangeProblem={problem}
        testIdPrefix="credit"
        placeholder={<ListSkeleton testId="credit-loading" />}
      >
        {(data) => {
          const columns: ReportColumn<CreditRow>[] = [
            { key: 'account', header: t('agentCentre.columns.account'), cell: (row) => row.account },
            {
              key: 'sent',
              header: t('agentCentre.columns.sent'),
              cell: (row) => `${brand.money(row.sentMinor)} (${row.sentCount})`,
              numeric: true,
              total: `${brand.money(data.totals.sentMinor)} (${data.totals.sentCount})`,
            },
            {
              key: 'received',
              header: t('agentCentre.columns.received'),
              cell: (row) => `${brand.money(row.receivedMinor)} (${row.receivedCount})`,
              numeric: true,
              total: `${brand.money(data.totals.receivedMinor)} (${data.totals.receivedCount})`,
            },
            {
              key: 'net',
              header: t('agentCentre.columns.net'),
              cell: (row) => brand.money(row.netMinor),
              numeric: true,
              total: brand.money(data.totals.netMinor),
            },
          ];
          return data.rows.length === 0 ? (
            <div data-testid="credit-empty">
              <EmptyState
                icon={<WalletIcon className="size-6" />}
                title={t('agentCentre.credit.emptyTitle')}
                body={t('agentCentre.credit.emptyBody')}
              />
            </div>
          ) : (
            <>
              <ResolvedPeriod
                from={data.from}
                to={data.to}
                gmtOffsetMinutes={data.gmtOffsetMinutes}
                testId="credit-resolved"
              />
              <ReportTable
                label={t('agentCentre.menu.creditReport')}
                columns={columns}
                rows={data.rows}
                rowKey={(row) => row.memberId}
                totalsLabel={t('agentCentre.columns.totals')}
                testId="credit-table"
                rowTestId="credit-row"
              />
              <p className="text-xs text-muted">{t('agentCentre.credit.netNote')}</p>
              <PageNav
                label={t('agentCentre.paging', { report: t('agentCentre.menu.creditReport') })}
                page={period.page}
                pageCount={pageCountOf(data.pageInfo.total, pageSize)}
                total={data.pageInfo.total}
                onPage={period.setPage}
                testId="credit-pages"
              />
            </>
          );
        }}
      </ReportStates>
    </div>
  );
}
