import type { DepositChannel } from '@gaming/contracts/deposits';
import { describe, expect, it } from 'vitest';
import { checkDepositAmount, feeFor, isSafePayUrl, quickAmounts } from './deposit-amount';

const channel: DepositChannel = {
  id: '1',
  type: 'gateway',
  name: 'Gateway',
  localizedNames: {},
  minAmountMinor: '10000',
  maxAmountMinor: '1000000',
  feeBasisPoints: 100,
  feeFixedMinor: '0',
  bank: null,
};

describe('deposit amounts', () => {
  it('checks decimals and the channel limits, and prices the fee as the server does', () => {
    expect(checkDepositAmount('', 2, channel).problem).toBe('required');
    expect(checkDepositAmount('abc', 2, channel).problem).toBe('invalid');
    expect(checkDepositAmount('-5', 2, channel).problem).toBe('invalid');
    expect(checkDepositAmount('100.005', 2, channel).problem).toBe('tooPrecise');
    expect(checkDepositAmount('99.99', 2, channel).problem).toBe('belowMinimum');
    expect(checkDepositAmount('10000.01', 2, channel).problem).toBe('aboveMaximum');
    expect(checkDepositAmount('1000', 2, channel)).toEqual({
      amountMinor: 100000n,
      feeMinor: 1000n,
      problem: null,
    });
    expect(feeFor({ feeBasisPoints: 150, feeFixedMinor: '25' }, 999n)).toBe(14n + 25n);
  });

  it('offers quick amounts within the limits', () => {
    expect(quickAmounts(channel, 2)).toEqual(['100', '500', '1000', '2000', '5000', '10000']);
  });

  it('follows only http(s) or same-site pay links', () => {
    expect(isSafePayUrl('/gateway-sim/pay/sim_1')).toBe(true);
    expect(isSafePayUrl('https://pay.example.com/x')).toBe(true);
    expect(isSafePayUrl('javascript:alert(1)')).toBe(false);
    expect(isSafePayUrl('//evil.example.com')).toBe(false);
  });
});
