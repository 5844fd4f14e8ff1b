import { apiRoutes } from '@gaming/contracts/api-routes';
import type {
  RgAccountCloseRequest,
  RgBreakStartRequest,
  RgExclusionStarted,
  RgSelfExcludeRequest,
} from '@gaming/contracts/rg-exclusions';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useLeavingStore } from '../lib/leaving-store';

/**
 * A break, self-exclusion or closure: each ends every session of the member (this one too), so the
 * caller signs out here once it answers.
 */
export type ExclusionRequest =
  | { kind: 'break'; body: RgBreakStartRequest }
  | { kind: 'self_exclusion'; body: RgSelfExcludeRequest }
  | { kind: 'closure'; body: RgAccountCloseRequest };

const paths = {
  break: apiRoutes.rgBreakStart.path,
  self_exclusion: apiRoutes.rgSelfExclude.path,
  closure: apiRoutes.rgAccountClose.path,
} as const;

export function startExclusion(request: ExclusionRequest): Promise<RgExclusionStarted> {
  return apiRequest<RgExclusionStarted>('POST', paths[request.kind], { body: request.body });
}

/** While it runs the member is leaving: the server ends the session (the live socket may say so first). */
export function useStartExclusion() {
  const setLeaving = useLeavingStore((state) => state.setLeaving);
  return useMutation({
    mutationFn: startExclusion,
    onMutate: () => setLeaving(true),
    onError: () => setLeaving(false),
  });
}
