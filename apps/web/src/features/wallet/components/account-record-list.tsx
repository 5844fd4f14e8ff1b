import { useTranslation } from 'react-i18next';
import { formatBrandIso } from '../../../lib/brand-time';
import { useMediaQuery } from '../../../lib/use-media-query';
import { formatMoney, formatSignedMoney, toMinor } from '../lib/money';
import { recordLabelKey } from '../lib/record-types';
import type { AccountRecord } from '../lib/wallet-types';

type Translate = (key: string, values?: Record<string, string>) => string;

function typeText(t: Translate, record: AccountRecord, incoming: boolean): string {
  const key = recordLabelKey(record.type, incoming);
  return key ? t(key) : t('records.types.other', { code: record.type });
}

function isIncoming(record: AccountRecord): boolean {
  return (toMinor(record.amountMinor) ?? 0n) > 0n;
}

export interface RecordListProps {
  records: AccountRecord[];
  decimals: number;
  gmtOffsetMinutes: number;
}

/** A line's figures, translated and formatted once for both layouts. */
function useRows({ records, decimals, gmtOffsetMinutes }: RecordListProps) {
  const { t } = useTranslation(['wallet', 'common']);
  return records.map((record) => {
    const incoming = isIncoming(record);
    return {
      record,
      incoming,
      type: typeText(t, record, incoming),
      amount: formatSignedMoney(record.amountMinor, decimals),
      balanceAfter: formatMoney(record.balanceAfterMinor, decimals),
      status: t(`records.status.${record.status}`),
      reference: record.reference ?? '—',
      time: formatBrandIso(record.createdAt, gmtOffsetMinutes),
    };
  });
}

/**
 * A released hold never moved money (the held amount went back to available), so its amount is struck
 * through and muted instead of reading as a second debit.
 */
const amountClass = (incoming: boolean, status: AccountRecord['status']) =>
  status === 'released_hold' ? 'text-muted line-through' : incoming ? 'text-success' : 'text-danger';

/** The account record's lines: a table from the md breakpoint, cards on phones. */
export function AccountRecordList(props: RecordListProps) {
  const { t } = useTranslation(['wallet', 'common']);
  const wide = useMediaQuery('(min-width: 48rem)');
  const rows = useRows(props);
  if (!wide) {
    return (
      <ul data-testid="account-records" data-layout="cards" className="flex flex-col gap-2">
        {rows.map((row) => (
          <li
            key={row.record.id}
            data-testid="account-record"
            data-record-type={row.record.type}
            className="rounded-lg border border-border bg-surface p-3"
          >
            <div className="flex items-baseline justify-between gap-3">
              <span data-testid="record-type" className="min-w-0 truncate font-semibold">
                {row.type}
              </span>
              <span
                data-testid="record-amount"
                className={`shrink-0 font-bold tabular-nums ${amountClass(row.incoming, row.record.status)}`}
              >
                {row.amount}
              </span>
            </div>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-xs">
              <dt className="text-muted">{t('records.columns.balanceAfter')}</dt>
              <dd data-testid="record-balance-after" className="text-end tabular-nums">
                {row.balanceAfter}
              </dd>
              <dt className="text-muted">{t('records.columns.status')}</dt>
              <dd data-testid="record-status" className="text-end">
                {row.status}
              </dd>
              <dt className="text-muted">{t('records.columns.time')}</dt>
              <dd data-testid="record-time" className="text-end tabular-nums">
                {row.time}
              </dd>
              <dt className="text-muted">{t('records.columns.reference')}</dt>
              <dd data-testid="record-reference" className="min-w-0 text-end font-mono break-all">
                {row.reference}
              </dd>
            </dl>
          </li>
        ))}
      </ul>
    );
  }
  const headClass = 'px-3 py-2.5 text-start text-xs font-semibold whitespace-nowrap text-muted';
  const cellClass = 'px-3 py-2.5';
  return (
    <div className="overflow-x-auto rounded-lg border border-border">
      <table data-testid="account-records" data-layout="table" className="w-full text-sm">
        <caption className="sr-only">{t('records.caption')}</caption>
        <thead className="bg-surface-2">
          <tr>
            <th scope="col" className={headClass}>
              {t('records.columns.time')}
            </th>
            <th scope="col" className={headClass}>
              {t('records.columns.type')}
            </th>
            <th scope="col" className={`${headClass} text-end`}>
              {t('records.columns.amount')}
            </th>
            <th scope="col" className={`${headClass} text-end`}>
              {t('records.columns.balanceAfter')}
            </th>
            <th scope="col" className={headClass}>
              {t('records.columns.status')}
            </th>
            <th scope="col" className={headClass}>
              {t('records.columns.reference')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border bg-surface">
          {rows.map((row) => (
            <tr key={row.record.id} data-testid="account-record" data-record-type={row.record.type}>
              <td data-testid="record-time" className={`${cellClass} whitespace-nowrap tabular-nums`}>
                {row.time}
              </td>
              <td data-testid="record-type" className={cellClass}>
                {row.type}
              </td>
              <td
                data-testid="record-amount"
                className={`${cellClass} text-end font-semibold whitespace-nowrap tabular-nums ${amountClass(row.incoming, row.record.status)}`}
              >
                {row.amount}
              </td>
              <td
                data-testid="record-balance-after"
                className={`${cellClass} text-end whitespace-nowrap tabular-nums`}
              >
                {row.balanceAfter}
              </td>
              <td data-testid="record-status" className={`${cellClass} whitespace-nowrap`}>
                {row.status}
              </td>
              <td
                data-testid="record-reference"
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
