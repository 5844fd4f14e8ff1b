import type { MallItem } from '@gaming/contracts/points-mall';
import { CoinIcon, GiftIcon, TrophyIcon } from '@gaming/ui/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

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

/** An item's pictures (up to 3, spec §2): the chosen one large, the others as buttons beneath. */
export function ItemGallery({ item }: { item: Pick<MallItem, 'kind' | 'images' | 'title'> }) {
  const { t } = useTranslation(['loyalty', 'common']);
  const [shown, setShown] = useState(0);
  return (
    <div className="flex flex-col gap-2" data-testid="redeem-gallery">
      <div className="aspect-[16/9] w-full overflow-hidden rounded-lg">
        <ItemPicture item={item} imageIndex={shown} />
      </div>
      {item.images.length > 1 ? (
        <div className="flex gap-2">
          {item.images.map((image, index) => (
            <button
              key={image.id}
              type="button"
              aria-label={t('redeem.picture', { number: index + 1, title: item.title })}
              aria-pressed={index === shown}
              onClick={() => setShown(index)}
              className={`size-14 overflow-hidden rounded-md border-2 ${index === shown ? 'border-accent' : 'border-transparent opacity-70'}`}
            >
              <img src={image.url} alt="" className="size-full object-cover" />
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
