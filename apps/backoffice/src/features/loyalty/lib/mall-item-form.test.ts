import type { AdminMallItem } from '@gaming/contracts/points-mall';
import { describe, expect, it } from 'vitest';
import type { Problems } from '../../../lib/form-values';
import {
  emptyMallItemDraft,
  mallItemDraftOf,
  mallItemRequest,
  readStock,
  withoutStock,
} from './mall-item-form';

const item: AdminMallItem = {
  id: '0b6f3f9e-6a55-4d2a-9a51-2f8f2c0f7a11',
  kind: 'bonus',
  category: 'VOUCHER',
  title: { EN: 'Bonus 50', NE: 'बोनस ५०' },
  description: { EN: 'A bonus.' },
  pointsPrice: '5000',
  amountMinor: '5000',
  wageringMultiple: 3,
  wageringDays: 14,
  maxQuantityPerRedeem: 2,
  memberLimit: { quantity: 1, period: 'day' },
  stock: null,
  redeemedQuantity: 4,
  images: [{ id: '3d0b5f7e-8c1a-4b8e-9f21-0c6a1a2b3c4d', url: '/api/points-mall/images/3d0b' }],
  status: 'published',
  sortOrder: 3,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};

describe('mall item form', () => {
  it('gives back a saved item as it was, stock left out of an update', () => {
    const result = mallItemRequest(mallItemDraftOf(item, 2), 2);
    expect(result.body && withoutStock(result.body)).toEqual({
      kind: 'bonus',
      category: 'VOUCHER',
      title: item.title,
      description: item.description,
      pointsPrice: '5000',
      amountMinor: '5000',
      wageringMultiple: 3,
      wageringDays: 14,
      maxQuantityPerRedeem: 2,
      memberLimit: { quantity: 1, period: 'day' },
      imageIds: ['3d0b5f7e-8c1a-4b8e-9f21-0c6a1a2b3c4d'],
      sortOrder: 3,
    });
  });

  it('sends goods without money and with their first stock', () => {
    const draft = {
      ...emptyMallItemDraft,
      title: { EN: 'Mug', NE: '' },
      pointsPrice: '800',
      amount: '9',
      stock: '10',
    };
    expect(mallItemRequest(draft, 2).body).toMatchObject({
      kind: 'goods',
      amountMinor: null,
      wageringMultiple: null,
      stock: 10,
      memberLimit: null,
      category: null,
    });
  });

  it('a cash item needs its amount; points are whole', () => {
    const draft = {
      ...emptyMallItemDraft,
      kind: 'cash' as const,
      title: { EN: 'Cash', NE: '' },
      pointsPrice: '1.5',
    };
    expect(mallItemRequest(draft, 2).problems).toEqual({ pointsPrice: 'wholeNumber', amount: 'required' });
  });

  it('reads empty stock as unlimited and refuses a negative one', () => {
    const problems: Problems = {};
    expect(readStock('', 'stock', problems)).toBeNull();
    expect(readStock('0', 'stock', problems)).toBe(0);
    expect(readStock('-1', 'stock', problems)).toBeUndefined();
    expect(problems).toEqual({ stock: 'wholeNumber' });
  });
});
