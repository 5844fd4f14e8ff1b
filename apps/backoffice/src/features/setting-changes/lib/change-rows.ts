import type { BrandMoney } from '@gaming/contracts/adjustments';
import type { SettingChange } from '@gaming/contracts/setting-changes';
import { formatMoney } from '../../../lib/format-money';

/** One field of a proposed change: its i18n key, the value in force and the proposed one, as shown. */
export type ChangeRow = { field: string; current: string; proposed: string; changed: boolean };

type Kind = 'money' | 'count' | 'flag';

const withdrawalFields: ReadonlyArray<{ key: string; kind: Kind }> = [
  { key: 'minimumMinor', kind: 'money' },
  { key: 'maximumMinor', kind: 'money' },
  { key: 'dailyCount', kind: 'count' },
  { key: 'autoConfirmMinutes', kind: 'count' },
  { key: 'feeFlatMinor', kind: 'money' },
  { key: 'feeBasisPoints', kind: 'count' },
  { key: 'payerMustNotBeApprover', kind: 'flag' },
];
const adjustmentFields: ReadonlyArray<{ key: string; kind: Kind }> = [
  { key: 'approvalThresholdMinor', kind: 'money' },
];

/**
 * The rows a reviewer compares: every field of the setting, the value now and the proposed one (money
 * in the brand's currency, flags as the words given), so what changes is plain before approving it.
 */
export function changeRows(
  change: SettingChange,
  brand: BrandMoney,
  flagWords: { on: string; off: string },
): ChangeRow[] {
  const fields = change.key === 'withdrawals' ? withdrawalFields : adjustmentFields;
  const current = change.baseValue as Record<string, unknown>;
  const proposed = change.proposedValue as Record<string, unknown>;
  const show = (value: unknown, kind: Kind): string => {
    if (kind === 'money') return formatMoney(String(value), brand);
    if (kind === 'flag') return value ? flagWords.on : flagWords.off;
    return String(value);
  };
  return fields.map(({ key, kind }) => ({
    field: `${change.key}.${key}`,
    current: show(current[key], kind),
    proposed: show(proposed[key], kind),
    changed: String(current[key]) !== String(proposed[key]),
  }));
}
