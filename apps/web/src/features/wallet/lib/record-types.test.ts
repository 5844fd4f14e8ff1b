import { ledgerCodes } from '@gaming/contracts/ledger-codes';
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

  it('offers every reason code that moves a member main balance', () => {
    // Codes counted in profit and loss reach main; those counted nowhere move only other accounts (the
    // locked bonus account, a vendor sub-account) except the vendor transfers, which the list names.
    const reachingMain = Object.entries(ledgerCodes)
      .filter(([, { profitGroup }]) => profitGroup !== 'none')
      .map(([code]) => code);
    expect(reachingMain).toContain('red_envelope');
    for (const code of reachingMain) expect(knownRecordTypes, code).toContain(code);
    for (const code of ['bonus_lock', 'bonus_forfeit', 'bonus_expire', 'bonus_release_excess'])
      expect(knownRecordTypes, code).not.toContain(code);
  });
});
