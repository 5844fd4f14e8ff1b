import { useTranslation } from 'react-i18next';
import { formatBrandIso } from '../../../lib/brand-time';
import { formatMoney, formatSignedMoney, toMinor } from '../lib/money';
import { isKnownRecordType } from '../lib/record-types';
import type { AccountRecord } from '../lib/wallet-types';
import { LedgerLineList, type LedgerRow } from './ledger-line-list';

type Translate = (key: string, values?: Record<string, string>) => string;

/**
 * What the entry concerns, in words: the game and its bets and wins, the vendor, the other account, or
 * what a paid withdrawal sent out (its line changes nothing that can be spent: the request already did).
 */
function detailOf(t: Translate, record: AccountRecord, decimals: number): string | undefined {
  const money = (minor: string) => formatMoney(minor, decimals);
  const parts: string[] = [];
  if (record.subject) parts.push(record.subject);
  if (record.round)
    parts.push(
      t('records.roundDetail', { stake: money(record.round.stakeMinor), win: money(record.round.winMinor) }),
    );
  if (record.event === 'withdrawal_paid')
    parts.push(t('records.paidOut', { amount: money(record.movedMinor) }));
  return parts.length > 0 ? parts.join(' · ') : undefined;
}

function amountClass(record: AccountRecord): string {
  const amount = toMinor(record.amountMinor) ?? 0n;
  if (amount === 0n) return 'text-muted';
  return amount > 0n ? 'text-success' : 'text-danger';
}

export interface RecordListProps {
  records: AccountRecord[];
  decimals: number;
  gmtOffsetMinutes: number;
}

/**
 * The account record's entries: one per business event, with what it did to the money that can be
 * spent, the order number to quote (withdrawals, deposits, adjustments) and the entry's state.
 */
export function AccountRecordList({ records, decimals, gmtOffsetMinutes }: RecordListProps) {
  const { t } = useTranslation(['wallet', 'common']);
  const rows = records.map(
    (record): LedgerRow => ({
      id: record.id,
      reasonCode: record.event,
      // An event without a name of its own (agent salaries and dividends) is named by its reason code.
      type:
        record.event === 'other' && isKnownRecordType(record.type)
          ? t(`records.types.${record.type}`)
          : t(`records.events.${record.event}`),
      detail: detailOf(t, record, decimals),
      amount: formatSignedMoney(record.amountMinor, decimals),
      amountClass: amountClass(record),
      balanceAfter: formatMoney(record.balanceAfterMinor, decimals),
      status: t(`records.entryStatus.${record.status}`),
      time: formatBrandIso(record.createdAt, gmtOffsetMinutes),
      reference: record.reference ?? '—',
    }),
  );
  return (
    <LedgerLineList
      rows={rows}
      caption={t('records.caption')}
      showStatus
      balanceAfterLabel={t('records.columns.availableAfter')}
      testIds={{ list: 'account-records', line: 'account-record', cell: 'record' }}
    />
  );
}
