import { useTranslation } from 'react-i18next';
import { useMediaQuery } from '../../../lib/use-media-query';

/** One ledger line of the main wallet, translated and formatted once for both layouts. */
export interface LedgerRow {
  id: string;
  /** The ledger's reason code, kept on the line (`data-record-type`) where the list tells codes apart. */
  reasonCode?: string;
  type: string;
  /** A second line under the type: what it concerns (a game, a vendor, an account, what was paid out). */
  detail?: string | undefined;
  amount: string;
  /** The amount's colour (and strike-through) class. */
  amountClass: string;
  balanceAfter: string;
  /** Read only where the list has a status column. */
  status?: string;
  time: string;
  reference: string;
}

/**
 * Ledger lines (account record, bonus details): a table from the md breakpoint, cards on phones. Test
 * ids: `list` on the list, `line` on each line, `<cell>-type`, `-amount`, `-balance-after`, `-status`,
 * `-time` and `-reference` on its figures.
 */
export function LedgerLineList({
  rows,
  caption,
  showStatus,
  testIds,
  balanceAfterLabel,
}: {
  rows: readonly LedgerRow[];
  caption: string;
  showStatus: boolean;
  testIds: { list: string; line: string; cell: string };
  /** The balance column's heading where the list shows another balance than the posted one. */
  balanceAfterLabel?: string;
}) {
  const { t } = useTranslation(['wallet', 'common']);
  const balanceHeading = balanceAfterLabel ?? t('records.columns.balanceAfter');
  const wide = useMediaQuery('(min-width: 48rem)');
  const cellId = (name: string) => `${testIds.cell}-${name}`;
  // Amounts sit in <bdi>: a signed amount (+25.50) keeps its sign in front in right-to-left text.
  if (!wide) {
    return (
      <ul data-testid={testIds.list} data-layout="cards" className="flex flex-col gap-2">
        {rows.map((row) => (
          <li
            key={row.id}
            data-testid={testIds.line}
            data-record-type={row.reasonCode}
            className="rounded-lg border border-border bg-surface p-3"
          >
            <div className="flex items-baseline justify-between gap-3">
              <span className="flex min-w-0 flex-col">
                <span data-testid={cellId('type')} className="font-semibold">
                  {row.type}
                </span>
                {row.detail ? (
                  <span data-testid={cellId('detail')} className="text-xs text-muted break-words">
                    {row.detail}
                  </span>
                ) : null}
              </span>
              <span
                data-testid={cellId('amount')}
                className={`shrink-0 font-bold tabular-nums ${row.amountClass}`}
              >
                <bdi>{row.amount}</bdi>
              </span>
            </div>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-xs">
              <dt className="text-muted">{balanceHeading}</dt>
              <dd data-testid={cellId('balance-after')} className="text-end tabular-nums">
                <bdi>{row.balanceAfter}</bdi>
              </dd>
              {showStatus ? (
                <>
                  <dt className="text-muted">{t('records.columns.status')}</dt>
                  <dd data-testid={cellId('status')} className="text-end">
                    {row.status}
                  </dd>
                </>
              ) : null}
              <dt className="text-muted">{t('records.columns.time')}</dt>
              <dd data-testid={cellId('time')} className="text-end tabular-nums">
                {row.time}
              </dd>
              <dt className="text-muted">{t('records.columns.reference')}</dt>
              <dd data-testid={cellId('reference')} className="min-w-0 text-end font-mono break-all">
                {row.reference}
              </dd>
            </dl>
          </li>
        ))}
      </ul>
    );
  }
  // One alignment per heading: text-start and text-end together leave the one later in the stylesheet
  // (start), and a figure's heading would sit at the other side of its column from the figures.
  const headBase = 'px-3 py-2.5 text-xs font-semibold whitespace-nowrap text-muted';
  const headClass = `${headBase} text-start`;
  const numberHead = `${headBase} text-end`;
  const cellClass = 'px-3 py-2.5';
  return (
    <div className="overflow-x-auto rounded-lg border border-border">
      <table data-testid={testIds.list} data-layout="table" className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-surface-2">
          <tr>
            <th scope="col" className={headClass}>
              {t('records.columns.time')}
            </th>
            <th scope="col" className={headClass}>
              {t('records.columns.type')}
            </th>
            <th scope="col" className={numberHead}>
              {t('records.columns.amount')}
            </th>
            <th scope="col" className={numberHead}>
              {balanceHeading}
            </th>
            {showStatus ? (
              <th scope="col" className={headClass}>
                {t('records.columns.status')}
              </th>
            ) : null}
            <th scope="col" className={headClass}>
              {t('records.columns.reference')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border bg-surface">
          {rows.map((row) => (
            <tr key={row.id} data-testid={testIds.line} data-record-type={row.reasonCode}>
              <td data-testid={cellId('time')} className={`${cellClass} whitespace-nowrap tabular-nums`}>
                {row.time}
              </td>
              <td className={cellClass}>
                <span data-testid={cellId('type')} className="block">
                  {row.type}
                </span>
                {row.detail ? (
                  <span data-testid={cellId('detail')} className="block text-xs text-muted">
                    {row.detail}
                  </span>
                ) : null}
              </td>
              <td
                data-testid={cellId('amount')}
                className={`${cellClass} text-end font-semibold whitespace-nowrap tabular-nums ${row.amountClass}`}
              >
                <bdi>{row.amount}</bdi>
              </td>
              <td
                data-testid={cellId('balance-after')}
                className={`${cellClass} text-end whitespace-nowrap tabular-nums`}
              >
                <bdi>{row.balanceAfter}</bdi>
              </td>
              {showStatus ? (
                <td data-testid={cellId('status')} className={`${cellClass} whitespace-nowrap`}>
                  {row.status}
                </td>
              ) : null}
              <td
                data-testid={cellId('reference')}
                title={row.reference}
                className={`${cellClass} max-w-48 truncate font-mono text-xs text-muted`}
              >
                {row.reference}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
