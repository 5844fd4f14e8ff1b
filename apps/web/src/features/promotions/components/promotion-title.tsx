import { usePromotion } from '../api/get-promotion';

/**
 * A promotion's title in the reader's language (EN, or NE when written), for pages of other features
 * that only know it by id (the invite-friends page gets the referral promotion's EN title); `fallback`
 * shows while it loads or if it cannot be read.
 */
export function PromotionTitle({ id, fallback }: { id: string; fallback: string }) {
  const promotion = usePromotion(id);
  return <>{promotion.data?.title ?? fallback}</>;
}
