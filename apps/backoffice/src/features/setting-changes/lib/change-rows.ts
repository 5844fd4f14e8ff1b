import type { BrandMoney } from '@gaming/contracts/adjustments';
import type { SettingChange } from '@gaming/contracts/setting-changes';
import { formatMoney } from '../../../lib/format-money';

/**
 * One field of a proposed change: its i18n key (or, for an AML rule, the rule's own id as `label`), the
 * value in force and the proposed one, as shown.
 */
export type ChangeRow = {
  field: string;
  label?: string;
  current: string;
  proposed: string;
  changed: boolean;
};

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
type AmlRuleSummary = { id: string; kind: string; thresholdMinor: string; action: string; enabled: boolean };

/** AML rules (issue 20): one row per rule id in either version, summarised. */
function amlRuleRows(
  change: SettingChange,
  brand: BrandMoney,
  flagWords: { on: string; off: string },
): ChangeRow[] {
  const rulesOf = (value: unknown) =>
    ((value as { rules?: AmlRuleSummary[] }).rules ?? []) as AmlRuleSummary[];
  const current = new Map(rulesOf(change.baseValue).map((rule) => [rule.id, rule]));
  const proposed = new Map(rulesOf(change.proposedValue).map((rule) => [rule.id, rule]));
  const summary = (rule: AmlRuleSummary | undefined) =>
    rule
      ? `${rule.kind} · ${formatMoney(rule.thresholdMinor, brand)} · ${rule.action} · ${rule.enabled ? flagWords.on : flagWords.off}`
      : '—';
  return [...new Set([...current.keys(), ...proposed.keys()])].map((id) => ({
    field: `aml.rules.${id}`,
    label: id,
    current: summary(current.get(id)),
    proposed: summary(proposed.get(id)),
    changed: JSON.stringify(current.get(id)) !== JSON.stringify(proposed.get(id)),
  }));
}

export function changeRows(
  change: SettingChange,
  brand: BrandMoney,
  flagWords: { on: string; off: string },
): ChangeRow[] {
  if (change.key === 'aml.rules') return amlRuleRows(change, brand, flagWords);
  // The jurisdiction profile has its own diff (features/jurisdiction JurisdictionDiff).
  if (change.key === 'jurisdiction') return [];
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
