import type { SettingChange } from '@gaming/contracts/setting-changes';
import { describe, expect, it } from 'vitest';
import { changeRows } from './change-rows';

const brand = { currency: 'NPR', currencySymbol: 'रू', decimals: 2, gmtOffsetMinutes: 345 };
const words = { on: 'On', off: 'Off' };
const base = {
  id: '1',
  status: 'pending' as const,
  proposedByName: 'anita',
  proposedAt: '2026-01-01T00:00:00Z',
  proposedByCaller: false,
  decidedByName: null,
  decidedAt: null,
  decisionReason: null,
};

describe('changeRows', () => {
  it('lists every withdrawal field with money formatted and what changes marked', () => {
    const settings = {
      minimumMinor: '10000',
      maximumMinor: '10000000',
      dailyCount: 5,
      autoConfirmMinutes: 1440,
      feeFlatMinor: '0',
      feeBasisPoints: 0,
      payerMustNotBeApprover: true,
    };
    const change: SettingChange = {
      ...base,
      key: 'withdrawals',
      baseValue: settings,
      proposedValue: { ...settings, maximumMinor: '5000000', payerMustNotBeApprover: false },
    };
    const rows = changeRows(change, brand, words);
    expect(rows.map((row) => row.field)).toEqual([
      'withdrawals.minimumMinor',
      'withdrawals.maximumMinor',
      'withdrawals.dailyCount',
      'withdrawals.autoConfirmMinutes',
      'withdrawals.feeFlatMinor',
      'withdrawals.feeBasisPoints',
      'withdrawals.payerMustNotBeApprover',
    ]);
    expect(rows.filter((row) => row.changed).map((row) => row.field)).toEqual([
      'withdrawals.maximumMinor',
      'withdrawals.payerMustNotBeApprover',
    ]);
    expect(rows[1]).toMatchObject({ current: 'NPR 100,000.00', proposed: 'NPR 50,000.00' });
    expect(rows[6]).toMatchObject({ current: 'On', proposed: 'Off' });
  });

  it('shows the adjustment threshold as money', () => {
    const change: SettingChange = {
      ...base,
      key: 'adjustments',
      baseValue: { approvalThresholdMinor: '100000' },
      proposedValue: { approvalThresholdMinor: '12345' },
    };
    expect(changeRows(change, brand, words)).toEqual([
      {
        field: 'adjustments.approvalThresholdMinor',
        current: 'NPR 1,000.00',
        proposed: 'NPR 123.45',
        changed: true,
      },
    ]);
  });

  it('lists AML rules by id, marking added, removed and edited ones, and no rows for the jurisdiction', () => {
    const rule = {
      id: 'single',
      kind: 'single_deposit' as const,
      thresholdMinor: '1000000',
      periodHours: 0,
      playRatio: 0,
      action: 'flag' as const,
      enabled: true,
    };
    const change = {
      ...base,
      key: 'aml.rules' as const,
      baseValue: { rules: [rule, { ...rule, id: 'gone' }] },
      proposedValue: {
        rules: [
          { ...rule, thresholdMinor: '2000000' },
          { ...rule, id: 'new' },
        ],
      },
    } as SettingChange;
    const rows = changeRows(change, brand, words);
    expect(rows.map((row) => [row.label, row.changed])).toEqual([
      ['single', true],
      ['gone', true],
      ['new', true],
    ]);
    expect(rows[0]?.proposed).toContain('20,000.00');
    expect(rows[1]?.proposed).toBe('—');
    const jurisdiction = { ...base, key: 'jurisdiction' } as unknown as SettingChange;
    expect(changeRows(jurisdiction, brand, words)).toEqual([]);
  });
});
