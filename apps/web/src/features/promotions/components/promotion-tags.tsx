import type { PromotionTag } from '@gaming/contracts/promotions';
import { useTranslation } from 'react-i18next';
import { orderedTags } from '../lib/promotion-filters';

const tagClass: Record<PromotionTag, string> = {
  NEWBIE: 'bg-success text-inverse',
  LIMITED: 'bg-danger text-inverse',
  SPECIAL_OFFER: 'bg-accent text-accent-contrast',
  DAILY: 'bg-info-surface text-text ring-1 ring-border',
  HIGH_REBATE: 'bg-warning text-inverse',
  VIP: 'bg-text text-bg',
};

/** The spec §2 tags as small badges, in the spec's order. */
export function PromotionTags({ tags, testId }: { tags: readonly PromotionTag[]; testId: string }) {
  const { t } = useTranslation(['rewards', 'common']);
  const shown = orderedTags(tags);
  if (shown.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1" data-testid={testId} aria-label={t('promotions.tagsLabel')}>
      {shown.map((tag) => (
        <li
          key={tag}
          data-tag={tag}
          className={`rounded px-1.5 py-0.5 text-[0.65rem] font-bold tracking-wide uppercase ${tagClass[tag]}`}
        >
          {t(`promotions.tags.${tag}`)}
        </li>
      ))}
    </ul>
  );
}
