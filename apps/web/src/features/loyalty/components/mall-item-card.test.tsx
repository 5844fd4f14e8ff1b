import type { MallItem } from '@gaming/contracts/points-mall';
import { describe, expect, it } from 'vitest';
import { renderStatic, tagOf } from '../../../lib/test-render';
import { MallItemCard } from './mall-item-card';

const format = { money: (minor: string | bigint) => `Rs ${minor}`, time: (iso: string) => iso };

const item: MallItem = {
  id: '9b1deb4d-3b7d-4bad-9bdd-2b0d7b3dcb6d',
  kind: 'goods',
  category: null,
  title: 'Team jersey',
  description: '',
  pointsPrice: '2500',
  amountMinor: null,
  wageringMultiple: null,
  maxQuantityPerRedeem: 5,
  memberLimit: null,
  stock: 4,
  images: [],
};

function card(overrides: Partial<MallItem> = {}, spendablePoints: bigint | null = 10_000n) {
  return renderStatic(
    <ul>
      <MallItemCard
        item={{ ...item, ...overrides }}
        format={format}
        spendablePoints={spendablePoints}
        onRedeem={() => undefined}
      />
    </ul>,
  );
}

describe('MallItemCard', () => {
  it('shows the price, the stock left and an enabled redeem button', () => {
    const markup = card();
    expect(markup).toContain('2,500 points');
    expect(markup).toContain('4 left');
    expect(tagOf(markup, 'mall-item-redeem')).not.toContain('disabled=""');
  });

  it('disables a sold-out item', () => {
    const markup = card({ stock: 0 });
    expect(tagOf(markup, 'mall-item-redeem')).toContain('disabled=""');
    expect(markup).toContain('Sold out');
  });

  it('keeps the button for a member short of points (the dialog says why), and names what cash pays', () => {
    const markup = card({ kind: 'cash', amountMinor: '1000', stock: null }, 100n);
    expect(tagOf(markup, 'mall-item-redeem')).not.toContain('disabled=""');
    expect(markup).toContain('Rs 1000 to your balance');
    expect(markup).toContain('In stock');
  });
});
