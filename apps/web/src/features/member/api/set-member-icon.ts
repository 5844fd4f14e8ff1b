import { apiRoutes } from '@gaming/contracts/api-routes';
import type { MemberInfo } from '@gaming/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Chooses the avatar (icons 1 to 12 are offered). */
export function setMemberIcon(iconId: number): Promise<MemberInfo> {
  return apiRequest<MemberInfo>('PUT', apiRoutes.memberIcon.path, { body: { iconId } });
}

export function useSetMemberIcon() {
  return useMutation({ mutationFn: setMemberIcon });
}
