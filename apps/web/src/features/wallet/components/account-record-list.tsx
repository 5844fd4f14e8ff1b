import { useTranslation } from 'react-i18next';
import { formatBrandIso } from '../../../lib/brand-time';
import { formatMoney, formatSignedMoney, toMinor } from '../lib/money';
import { recordLabelKey } from '../lib/record-types';
import type { AccountRecord } from '../lib/wallet-types';
import { LedgerLineList, type LedgerRow } from './ledger-line-list';

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

/**
 * A released hold never moved money (the held amount went back to available), so its amount is struck
 * through and muted instead of reading as a second debit.
 */
const amountClass = (incoming: boolean, status: AccountRecord['status']) =>
  status === 'released_hold' ? 'text-muted line-through' : incoming ? 'text-success' : 'text-danger';

/** The account record's lines, with their status. */
export function AccountRecordList({ records, decimals, gmtOffsetMinutes }: RecordListProps) {
  const { t } = useTranslation(['wallet', 'common']);
  const rows = records.map((record): LedgerRow => {
    const incoming = isIncoming(record);
    return {
      id: record.id,
      reasonCode: record.type,
      type: typeText(t, record, incoming),
      amount: formatSignedMoney(record.amountMinor, decimals),
      amountClass: amountClass(incoming, record.status),
      balanceAfter: formatMoney(record.balanceAfterMinor, decimals),
      status: t(`records.status.${record.status}`),
      time: formatBrandIso(record.createdAt, gmtOffsetMinutes),
      reference: record.reference ?? '—',
    };
  });
  return (
    <LedgerLineList
      rows={rows}
      caption={t('records.caption')}
      showStatus
      testIds={{ list: 'account-records', line: 'account-record', cell: 'record' }}
    />
  );
}
