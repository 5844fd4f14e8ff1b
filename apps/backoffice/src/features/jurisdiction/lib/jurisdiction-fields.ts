import type { Jurisdiction } from '@gaming/contracts/jurisdiction';

/** How a profile field is edited: a switch, a number, a choice, an amount in minor units, a list. */
export type FieldKind =
  | { type: 'switch' }
  | { type: 'number'; step?: number }
  | { type: 'optionalNumber' }
  | { type: 'minor' }
  | { type: 'numberList' }
  | { type: 'choice'; options: readonly string[] }
  | { type: 'multiChoice'; options: readonly string[] };

export type JurisdictionGroup = keyof Omit<Jurisdiction, 'profile'>;
export type JurisdictionField = { path: string; kind: FieldKind };

const on: FieldKind = { type: 'switch' };
const count: FieldKind = { type: 'number' };
const ratio: FieldKind = { type: 'number', step: 0.01 };

/** Every field of the profile, grouped as the screen shows them (labels: compliance `jurisdiction.fields.<path>`). */
export const jurisdictionGroups: ReadonlyArray<{ group: JurisdictionGroup; fields: JurisdictionField[] }> = [
  {
    group: 'limits',
    fields: [
      ...['deposit', 'loss', 'wager', 'sessionTime'].flatMap((tool) => [
        { path: `limits.${tool}.offered`, kind: on },
        { path: `limits.${tool}.mandatory`, kind: on },
      ]),
      {
        path: 'limits.promptAt',
        kind: { type: 'choice', options: ['never', 'registration', 'firstDeposit'] },
      },
      { path: 'limits.increaseCoolingOffHours', kind: count },
    ],
  },
  {
    group: 'realityCheck',
    fields: [
      { path: 'realityCheck.offered', kind: on },
      { path: 'realityCheck.mandatory', kind: on },
      { path: 'realityCheck.defaultIntervalMinutes', kind: { type: 'optionalNumber' } },
      { path: 'realityCheck.intervalsMinutes', kind: { type: 'numberList' } },
      { path: 'realityCheck.blockPlayUntilAcknowledged', kind: on },
      { path: 'realityCheck.showClockInGames', kind: on },
      { path: 'realityCheck.showNetInGames', kind: on },
    ],
  },
  {
    group: 'breaks',
    fields: [
      { path: 'breaks.offered', kind: on },
      { path: 'breaks.minHours', kind: count },
      { path: 'breaks.maxHours', kind: count },
    ],
  },
  {
    group: 'selfExclusion',
    fields: [
      { path: 'selfExclusion.offered', kind: on },
      {
        path: 'selfExclusion.periods',
        kind: { type: 'multiChoice', options: ['6m', '1y', '5y', 'permanent'] },
      },
      { path: 'selfExclusion.returnCoolingOffHours', kind: count },
    ],
  },
  { group: 'closure', fields: [{ path: 'closure.offered', kind: on }] },
  {
    group: 'register',
    fields: [
      { path: 'register.provider', kind: { type: 'choice', options: ['none', 'gamstop', 'simulator'] } },
      { path: 'register.atRegistration', kind: on },
      { path: 'register.atLogin', kind: on },
      { path: 'register.beforeDeposit', kind: on },
      { path: 'register.recheckHours', kind: count },
      { path: 'register.activeWithinDays', kind: count },
      { path: 'register.onUnavailable', kind: { type: 'choice', options: ['block', 'allowAndRecheck'] } },
      { path: 'register.timeoutMs', kind: count },
    ],
  },
  {
    group: 'gameRules',
    fields: [
      { path: 'gameRules.autoplay', kind: on },
      { path: 'gameRules.turbo', kind: on },
      { path: 'gameRules.slamStop', kind: on },
      { path: 'gameRules.slotMinCycleMs', kind: count },
      { path: 'gameRules.otherMinCycleMs', kind: count },
      { path: 'gameRules.withdrawalReversal', kind: on },
      { path: 'gameRules.netResultDisplay', kind: on },
      { path: 'gameRules.showSafetyBar', kind: on },
    ],
  },
  {
    group: 'kyc',
    fields: [
      {
        path: 'kyc.requiredBefore',
        kind: { type: 'choice', options: ['none', 'firstWithdrawal', 'deposit', 'play'] },
      },
      { path: 'kyc.withdrawalThresholdMinor', kind: { type: 'minor' } },
      { path: 'kyc.cumulativeDepositThresholdMinor', kind: { type: 'minor' } },
    ],
  },
  { group: 'aml', fields: [{ path: 'aml.enabled', kind: on }] },
  {
    group: 'harmMarkers',
    fields: [
      { path: 'harmMarkers.enabled', kind: on },
      { path: 'harmMarkers.depositFrequencyRatio', kind: ratio },
      { path: 'harmMarkers.minDepositsPerWeek', kind: count },
      { path: 'harmMarkers.nightStartHour', kind: count },
      { path: 'harmMarkers.nightEndHour', kind: count },
      { path: 'harmMarkers.nightShare', kind: ratio },
      { path: 'harmMarkers.limitIncreasesPer30Days', kind: count },
      { path: 'harmMarkers.reversalAttemptsPer30Days', kind: count },
      { path: 'harmMarkers.chasingWindowMinutes', kind: count },
      { path: 'harmMarkers.chasingCountPer24h', kind: count },
    ],
  },
];

export const jurisdictionFields: readonly JurisdictionField[] = jurisdictionGroups.flatMap(
  (entry) => entry.fields,
);

export function valueAt(value: Jurisdiction, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], value);
}

/** A copy with one field replaced; any edit makes the profile `custom` (the server names presets again). */
export function withField(value: Jurisdiction, path: string, next: unknown): Jurisdiction {
  const keys = path.split('.');
  const replace = (node: Record<string, unknown>, index: number): Record<string, unknown> => {
    const key = keys[index] as string;
    return {
      ...node,
      [key]: index === keys.length - 1 ? next : replace(node[key] as Record<string, unknown>, index + 1),
    };
  };
  return { ...(replace(value, 0) as Jurisdiction), profile: 'custom' };
}

function same(left: unknown, right: unknown): boolean {
  return JSON.stringify(left) === JSON.stringify(right);
}

/** The fields whose draft value differs from the one in force, in the screen's order. */
export function changedFields(current: Jurisdiction, draft: Jurisdiction): JurisdictionField[] {
  return jurisdictionFields.filter(
    (field) => !same(valueAt(current, field.path), valueAt(draft, field.path)),
  );
}

/** A field's value as the diff shows it; switches and choices become words through `word`. */
export function shownValue(field: JurisdictionField, value: unknown, word: (key: string) => string): string {
  if (value === null) return word('unset');
  if (field.kind.type === 'switch') return word(value ? 'on' : 'off');
  if (field.kind.type === 'choice') return word(`options.${String(value)}`);
  if (Array.isArray(value))
    return value.length === 0
      ? word('unset')
      : value
          .map((item) => (field.kind.type === 'multiChoice' ? word(`options.${item}`) : String(item)))
          .join(', ');
  return String(value);
}

/** "15, 30, 60" to [15, 30, 60]; anything not a whole number is left for the server to refuse. */
export function parseNumberList(text: string): number[] {
  return text
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((item) => Number(item));
}
