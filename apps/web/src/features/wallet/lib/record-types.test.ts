import { describe, expect, it } from 'vitest';
import { knownRecordTypes, recordLabelKey } from './record-types';

describe('record types', () => {
  it('name transfers from the viewer side', () => {
    expect(recordLabelKey('transfer_upline', false)).toBe('records.lineTypes.toUpline');
    expect(recordLabelKey('transfer_upline', true)).toBe('records.lineTypes.fromDownline');
    expect(recordLabelKey('transfer_downline', false)).toBe('records.lineTypes.toDownline');
    expect(recordLabelKey('transfer_downline', true)).toBe('records.lineTypes.fromUpline');
  });

  it('name the other known codes and leave unknown ones to the caller', () => {
    for (const type of knownRecordTypes.filter((code) => !code.startsWith('transfer_'))) {
      expect(recordLabelKey(type, true)).toBe(`records.types.${type}`);
    }
    expect(recordLabelKey('jackpot_share', true)).toBeNull();
  });
});

describe('record type texts', () => {
  it('exist in EN and NE for every known code and every line label', async () => {
    for (const language of ['en', 'ne']) {
      const texts = (await import(`../../../i18n/locales/${language}/wallet.json`)).default as {
        records: { types: Record<string, string>; lineTypes: Record<string, string> };
      };
      for (const code of knownRecordTypes)
        expect(texts.records.types[code], `${language} ${code}`).toBeTruthy();
      for (const incoming of [true, false]) {
        for (const code of knownRecordTypes) {
          const key = recordLabelKey(code, incoming) ?? '';
          const [, group = '', name = ''] = key.split('.');
          expect((texts.records as Record<string, Record<string, string>>)[group]?.[name], key).toBeTruthy();
        }
      }
    }
  });
});
