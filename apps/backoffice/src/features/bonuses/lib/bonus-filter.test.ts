import { describe, expect, it } from 'vitest';
import {
  activeDeadline,
  bonusFilterParams,
  extendDays,
  formatMultiple,
  parseBonusFilter,
} from './bonus-filter';

describe('bonus list helpers', () => {
  it('reads the filter a promotion links with', () => {
    const filter = parseBonusFilter(new URLSearchParams('sourceId=42&kind=promotion&status=bogus'));
    expect(filter).toMatchObject({ sourceId: '42', kind: 'promotion', status: '', member: '' });
    expect(bonusFilterParams(filter).toString()).toBe('kind=promotion&sourceId=42');
  });
  it('takes 1 to max whole days', () => {
    expect(extendDays('7', 365)).toBe(7);
    expect(extendDays('0', 365)).toBeNull();
    expect(extendDays('366', 365)).toBeNull();
    expect(extendDays('1.5', 365)).toBeNull();
  });
  it('shows the deadline that applies to the status', () => {
    const wagering = { expiresAt: '2026-12-10T00:00:00Z' };
    expect(
      activeDeadline({ status: 'claimable', claimExpiresAt: '2026-12-01T00:00:00Z', wagering: null }),
    ).toEqual({
      kind: 'claim',
      at: '2026-12-01T00:00:00Z',
    });
    expect(activeDeadline({ status: 'wagering', claimExpiresAt: null, wagering })).toEqual({
      kind: 'wagering',
      at: '2026-12-10T00:00:00Z',
    });
    expect(activeDeadline({ status: 'released', claimExpiresAt: null, wagering })).toBeNull();
  });
});

describe('wagering multiple', () => {
  it('drops needless zeros only', () => {
    expect(formatMultiple('5.00')).toBe('5');
    expect(formatMultiple('12.50')).toBe('12.5');
    expect(formatMultiple('40')).toBe('40');
    expect(formatMultiple('x')).toBe('x');
  });
});
