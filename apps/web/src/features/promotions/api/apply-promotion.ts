import { apiRoutes } from '@gaming/contracts/api-routes';
import type { PromotionApplication } from '@gaming/contracts/promotions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiMultipart } from '../../../lib/api-client';
import { promotionsQueryRoot } from './query-roots';

export type PromotionApplyInput = { promotionId: string; comment: string; images: File[] };

/** The activity application (spec §3): the comment and up to 3 images under `proof`, as multipart. */
export async function applyPromotion(input: PromotionApplyInput): Promise<PromotionApplication> {
  const form = new FormData();
  form.set('comment', input.comment.trim());
  for (const image of input.images) form.append('proof', image, image.name);
  return apiMultipart<PromotionApplication>(
    apiRoutes.promotionApply.path.replace(':id', encodeURIComponent(input.promotionId)),
    form,
  );
}

export function useApplyPromotion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyPromotion,
    onSettled: () => queryClient.invalidateQueries({ queryKey: promotionsQueryRoot }),
  });
}
