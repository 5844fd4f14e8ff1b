import { ledgerCodes } from '@gaming/contracts/ledger-codes';
import { describe, expect, it } from 'vitest';
import { walletLineCodes, walletRangeProblem } from './wallet-lines-filter';

describe('wallet line filters', () => {
  it('offers every ledger reason code', () => {
    expect(walletLineCodes).toEqual(Object.keys(ledgerCodes));
    expect(walletLineCodes).toContain('adjustment');
    expect(walletLineCodes).toContain('bonus');
  });

  it('accepts open, one-sided and ordered ranges and refuses reversed or malformed ones', () => {
    expect(walletRangeProblem({ from: '', to: '' })).toBeNull();
    expect(walletRangeProblem({ from: '2024-01-01', to: '' })).toBeNull();
    expect(walletRangeProblem({ from: '2024-01-01', to: '2024-01-01' })).toBeNull();
    expect(walletRangeProblem({ from: '2024-02-01', to: '2024-01-31' })).toBe('order');
    expect(walletRangeProblem({ from: '01/02/2024', to: '' })).toBe('format');
  });
});
