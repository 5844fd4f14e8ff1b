import { ApiError, parseErrorBody, readJson } from '@gaming/contracts/api-client-core';
import { apiRoutes } from '@gaming/contracts/api-routes';
import type { PromotionApplication } from '@gaming/contracts/promotions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deviceId } from '../../../lib/device-id';
import { sessionToken, useSessionStore } from '../../../lib/session';
import { promotionsQueryRoot } from './query-roots';

export type PromotionApplyInput = { promotionId: string; comment: string; images: File[] };

/** The activity application (spec §3): the comment and up to 3 images under `proof`, as multipart. */
export async function applyPromotion(input: PromotionApplyInput): Promise<PromotionApplication> {
  const form = new FormData();
  form.set('comment', input.comment.trim());
  for (const image of input.images) form.append('proof', image, image.name);
  const token = sessionToken();
  let response: Response;
  try {
    response = await fetch(
      apiRoutes.promotionApply.path.replace(':id', encodeURIComponent(input.promotionId)),
      {
        method: 'POST',
        headers: {
          accept: 'application/json',
          'x-device-id': deviceId(),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: form,
        credentials: 'same-origin',
        cache: 'no-store',
      },
    );
  } catch {
    throw new ApiError({ code: 'network_error', status: 0, message: 'network error' });
  }
  const body = await readJson(response);
  if (!response.ok) {
    const error = parseErrorBody(response.status, body);
    if (token && error.status === 401 && error.code === 'unauthorized') useSessionStore.getState().clear();
    throw error;
  }
  return body as PromotionApplication;
}

export function useApplyPromotion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyPromotion,
    onSettled: () => queryClient.invalidateQueries({ queryKey: promotionsQueryRoot }),
  });
}
