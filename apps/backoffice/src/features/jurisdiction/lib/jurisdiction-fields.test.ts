import { jurisdictionPresets, jurisdictionSchema } from '@gaming/contracts/jurisdiction';
import { describe, expect, it } from 'vitest';
import {
  changedFields,
  jurisdictionFields,
  parseNumberList,
  shownValue,
  valueAt,
  withField,
} from './jurisdiction-fields';

/** Every leaf of a value, as dotted paths (arrays are one leaf). */
function leaves(node: unknown, prefix = ''): string[] {
  if (node === null || typeof node !== 'object' || Array.isArray(node)) return [prefix.slice(0, -1)];
  return Object.entries(node).flatMap(([key, value]) => leaves(value, `${prefix}${key}.`));
}

describe('jurisdiction fields', () => {
  it('cover every field of the profile but its name, once', () => {
    const paths = jurisdictionFields.map((field) => field.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect([...paths].sort()).toEqual(
      leaves(jurisdictionPresets.uk)
        .filter((path) => path !== 'profile')
        .sort(),
    );
  });

  it('an edit changes one field, keeps the rest, and makes the profile custom', () => {
    const edited = withField(jurisdictionPresets.uk, 'gameRules.slotMinCycleMs', 3000);
    expect(edited.profile).toBe('custom');
    expect(valueAt(edited, 'gameRules.slotMinCycleMs')).toBe(3000);
    expect(jurisdictionPresets.uk.gameRules.slotMinCycleMs).toBe(2500);
    expect(changedFields(jurisdictionPresets.uk, edited).map((field) => field.path)).toEqual([
      'gameRules.slotMinCycleMs',
    ]);
    expect(jurisdictionSchema.safeParse(edited).success).toBe(true);
  });

  it('lists what a preset would change against the value in force', () => {
    const changed = changedFields(jurisdictionPresets.none, jurisdictionPresets.se).map(
      (field) => field.path,
    );
    expect(changed).toContain('limits.deposit.mandatory');
    expect(changed).toContain('gameRules.showSafetyBar');
    expect(changed).not.toContain('breaks.maxHours');
    expect(changedFields(jurisdictionPresets.se, jurisdictionPresets.se)).toEqual([]);
  });

  it('shows values as words', () => {
    const word = (key: string) => `<${key}>`;
    const field = (path: string) => jurisdictionFields.find((entry) => entry.path === path) as never;
    expect(shownValue(field('aml.enabled'), true, word)).toBe('<on>');
    expect(shownValue(field('register.provider'), 'gamstop', word)).toBe('<options.gamstop>');
    expect(shownValue(field('selfExclusion.periods'), ['6m', '1y'], word)).toBe('<options.6m>, <options.1y>');
    expect(shownValue(field('realityCheck.intervalsMinutes'), [15, 30], word)).toBe('15, 30');
    expect(shownValue(field('kyc.withdrawalThresholdMinor'), null, word)).toBe('<unset>');
    expect(parseNumberList('15, 30  60')).toEqual([15, 30, 60]);
  });
});
