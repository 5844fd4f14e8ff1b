import type { MallItem } from '@gaming/contracts/points-mall';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../components/button-styles';
import type { LoyaltyFormat } from '../lib/loyalty-format';
import { redeemCapacity } from '../lib/redeem';
import { pointsCount } from '../lib/whole-numbers';
import { ItemPicture } from './item-picture';

/** One mall item: picture, kind, title, what it pays, points price, stock and the redeem button. */
export function MallItemCard({
  item,
  format,
  spendablePoints,
  onRedeem,
}: {
  item: MallItem;
  format: LoyaltyFormat;
  /** Null for a guest or while the balance loads: the button then does not judge affordability. */
  spendablePoints: bigint | null;
  onRedeem: () => void;
}) {
  const { t } = useTranslation(['loyalty', 'common']);
  const capacity = redeemCapacity(item, spendablePoints);
  return (
    <li
      data-testid="mall-item"
      data-item-id={item.id}
      data-kind={item.kind}
      className="flex min-w-0 flex-col overflow-hidden rounded-xl border border-border bg-surface"
    >
      <div className="relative aspect-[4/3] w-full overflow-hidden bg-surface-2">
        <ItemPicture item={item} />
        <span className="absolute start-2 top-2 rounded-full bg-bg-elevated/90 px-2 py-0.5 text-[0.7rem] font-semibold">
          {t(`mall.kinds.${item.kind}`)}
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-1.5 p-3">
        <h3 className="text-sm leading-snug font-bold break-words" data-testid="mall-item-title">
          {item.title}
        </h3>
        {item.amountMinor ? (
          <p className="text-xs text-muted">
            {t(`mall.pays.${item.kind}`, { amount: format.money(item.amountMinor) })}
          </p>
        ) : null}
        <p className="text-base font-extrabold text-accent-text tabular-nums" data-testid="mall-item-price">
          {t('mall.price', pointsCount(item.pointsPrice))}
        </p>
        <p className="text-xs text-muted" data-testid="mall-item-stock">
          {item.stock === null
            ? t('mall.stockUnlimited')
            : item.stock > 0
              ? t('mall.stockLeft', { count: item.stock })
              : t('mall.soldOut')}
        </p>
        <button
          type="button"
          data-testid="mall-item-redeem"
          onClick={onRedeem}
          disabled={capacity.block === 'soldOut'}
          className={`${capacity.block ? buttonStyles.secondary : buttonStyles.primary} mt-auto h-10 w-full`}
        >
          {capacity.block === 'soldOut' ? t('mall.soldOut') : t('mall.redeem')}
        </button>
      </div>
    </li>
  );
}
