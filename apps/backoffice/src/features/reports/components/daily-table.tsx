import type { ReportDay } from '@gaming/contracts/reports';
import { useTranslation } from 'react-i18next';
import { type DataColumn, DataTable } from '../../../components/data-table';
import { formatMoney, type MoneyFormat } from '../../../lib/format-money';

/** One row per brand-local day: the daily financial report's table, also under the dashboard's charts. */
export function DailyTable({
  rows,
  format,
  caption,
  testId,
}: {
  rows: ReportDay[];
  format: MoneyFormat;
  caption: string;
  testId: string;
}) {
  const { t } = useTranslation();
  const money = (minor: string) => formatMoney(minor, format, { withCurrency: false });
  const number = (header: string, cell: (row: ReportDay) => string): DataColumn<ReportDay> => ({
    header,
    kind: 'number',
    cell,
  });
  const columns: DataColumn<ReportDay>[] = [
    {
      header: t('reports.fields.day'),
      cell: (row) => <span className="tabular-nums whitespace-nowrap">{row.day}</span>,
    },
    number(t('reports.figures.registrations'), (row) => String(row.registrations)),
    number(
      t('reports.figures.firstDeposits'),
      (row) => `${row.firstDeposits} · ${money(row.firstDepositsMinor)}`,
    ),
    number(t('reports.figures.deposits'), (row) => `${row.deposits} · ${money(row.depositsMinor)}`),
    number(t('reports.figures.withdrawals'), (row) => `${row.withdrawals} · ${money(row.withdrawalsMinor)}`),
    number(t('reports.figures.stakes'), (row) => money(row.stakesMinor)),
    number(t('reports.figures.wins'), (row) => money(row.winsMinor)),
    number(t('reports.figures.ggr'), (row) => money(row.ggrMinor)),
    number(t('reports.figures.bonuses'), (row) => money(row.bonusesMinor)),
    number(t('reports.figures.ngr'), (row) => money(row.ngrMinor)),
    number(t('reports.figures.activePlayers'), (row) => String(row.activePlayers)),
  ];
  return (
    <DataTable
      testId={testId}
      caption={caption}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.day}
      rowTestId="report-day"
      rowAttributes={(row) => ({ 'data-day': row.day })}
    />
  );
}
