import type {
  AdminCashierReportResponse,
  AdminGameReportResponse,
  AdminPlayerReportResponse,
  CashierReportRow,
  GameReportRow,
  PlayerReportRow,
} from '@gaming/contracts/reports';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type DataColumn, DataTable } from '../../../components/data-table';
import { formatMoney, type MoneyFormat } from '../../../lib/format-money';

function moneyOf(format: MoneyFormat) {
  return (minor: string) => formatMoney(minor, format, { withCurrency: false });
}

function numberColumn<TRow>(header: string, cell: (row: TRow) => string, testId?: string): DataColumn<TRow> {
  return { header, kind: 'number', cell, ...(testId ? { testId } : {}) };
}

function gameColumns(t: TFunction, data: AdminGameReportResponse): DataColumn<GameReportRow>[] {
  const money = moneyOf(data);
  return [
    { header: t('reports.fields.vendor'), cell: (row) => row.vendorCode },
    ...(data.groupBy === 'game'
      ? [{ header: t('reports.fields.game'), cell: (row: GameReportRow) => row.gameCode ?? '' }]
      : []),
    numberColumn(t('reports.figures.rounds'), (row) => String(row.rounds)),
    numberColumn(t('reports.fields.players'), (row) => String(row.players)),
    numberColumn(t('reports.figures.stakes'), (row) => money(row.stakesMinor)),
    numberColumn(t('reports.figures.wins'), (row) => money(row.winsMinor)),
    numberColumn(t('reports.figures.ggr'), (row) => money(row.ggrMinor), 'report-ggr'),
  ];
}

export function GameTable({ data }: { data: AdminGameReportResponse }) {
  const { t } = useTranslation();
  return (
    <DataTable
      testId="report-games"
      caption={t('reports.kinds.games')}
      columns={gameColumns(t, data)}
      rows={data.rows}
      rowKey={(row) => `${row.vendorCode}/${row.gameCode ?? ''}`}
      rowTestId="report-row"
    />
  );
}

function playerColumns(t: TFunction, data: AdminPlayerReportResponse): DataColumn<PlayerReportRow>[] {
  const money = moneyOf(data);
  return [
    {
      header: t('reports.fields.member'),
      cell: (row) => (
        <Link
          to={`/members/${row.memberId}`}
          className="font-semibold text-accent-text underline-offset-2 hover:underline"
        >
          {row.account}
        </Link>
      ),
    },
    numberColumn(t('reports.figures.deposits'), (row) => `${row.deposits} · ${money(row.depositsMinor)}`),
    numberColumn(
      t('reports.figures.withdrawals'),
      (row) => `${row.withdrawals} · ${money(row.withdrawalsMinor)}`,
    ),
    numberColumn(t('reports.figures.bonuses'), (row) => money(row.bonusesMinor)),
    numberColumn(t('reports.figures.rounds'), (row) => String(row.rounds)),
    numberColumn(t('reports.fields.turnover'), (row) => money(row.turnoverMinor)),
    numberColumn(t('reports.figures.wins'), (row) => money(row.winsMinor)),
    numberColumn(t('reports.figures.ggr'), (row) => money(row.ggrMinor), 'report-ggr'),
  ];
}

export function PlayerTable({ data }: { data: AdminPlayerReportResponse }) {
  const { t } = useTranslation();
  return (
    <DataTable
      testId="report-players"
      caption={t('reports.kinds.players')}
      columns={playerColumns(t, data)}
      rows={data.rows}
      rowKey={(row) => row.memberId}
      rowTestId="report-row"
    />
  );
}

function channelName(t: TFunction, row: CashierReportRow): string {
  if (row.channelName) return row.channelName;
  if (row.direction === 'withdrawal') return t('reports.cashier.payout', { account: row.accountCode });
  return t('reports.cashier.otherSource', { account: row.accountCode });
}

function cashierColumns(t: TFunction, data: AdminCashierReportResponse): DataColumn<CashierReportRow>[] {
  const money = moneyOf(data);
  return [
    { header: t('reports.fields.direction'), cell: (row) => t(`reports.cashier.${row.direction}`) },
    {
      header: t('reports.fields.channel'),
      cell: (row) => <span className="break-words">{channelName(t, row)}</span>,
    },
    numberColumn(t('reports.fields.count'), (row) => String(row.count)),
    numberColumn(t('reports.fields.gross'), (row) => money(row.grossMinor)),
    numberColumn(t('reports.fields.fees'), (row) => money(row.feesMinor)),
    numberColumn(t('reports.fields.net'), (row) => money(row.netMinor)),
    numberColumn(t('reports.fields.refunds'), (row) => money(row.refundsMinor)),
  ];
}

export function CashierTable({ data }: { data: AdminCashierReportResponse }) {
  const { t } = useTranslation();
  return (
    <DataTable
      testId="report-cashier"
      caption={t('reports.kinds.cashier')}
      columns={cashierColumns(t, data)}
      rows={data.rows}
      rowKey={(row) => `${row.direction}/${row.accountCode}`}
      rowTestId="report-row"
    />
  );
}
