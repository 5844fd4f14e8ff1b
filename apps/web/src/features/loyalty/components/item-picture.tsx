import type { MallItem } from '@gaming/contracts/points-mall';
import { CoinIcon, GiftIcon, TrophyIcon } from '@gaming/ui/icons';

const kindIcons = { cash: CoinIcon, bonus: GiftIcon, goods: TrophyIcon } as const;

/** An item's picture (its first image), or its kind's icon on a plain ground when staff gave none. */
export function ItemPicture({
  item,
  imageIndex = 0,
  className = '',
}: {
  item: Pick<MallItem, 'kind' | 'images'>;
  imageIndex?: number;
  className?: string;
}) {
  const image = item.images[imageIndex] ?? item.images[0];
  if (image) {
    return <img src={image.url} alt="" loading="lazy" className={`size-full object-cover ${className}`} />;
  }
  const Icon = kindIcons[item.kind];
  return (
    <span
      className={`grid size-full place-items-center bg-gradient-to-br from-surface-2 to-surface-3 text-accent-text ${className}`}
    >
      <Icon className="size-10" />
    </span>
  );
}
