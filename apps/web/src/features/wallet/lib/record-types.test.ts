import { accountRecordEvents } from '@gaming/contracts/wallet';
import { describe, expect, it } from 'vitest';
import { knownRecordTypes } from './record-types';

describe('account record texts', () => {
  it('exist in EN and NE for every filter type, every event and every entry state', async () => {
    for (const language of ['en', 'ne']) {
      const texts = (await import(`../../../i18n/locales/${language}/wallet.json`)).default as {
        records: Record<string, Record<string, string>>;
      };
      for (const code of knownRecordTypes)
        expect(texts.records.types?.[code], `${language} ${code}`).toBeTruthy();
      for (const event of accountRecordEvents)
        expect(texts.records.events?.[event], `${language} ${event}`).toBeTruthy();
      for (const status of ['posted', 'pending', 'posted_hold', 'released_hold'])
        expect(texts.records.entryStatus?.[status], `${language} ${status}`).toBeTruthy();
    }
  });
});
