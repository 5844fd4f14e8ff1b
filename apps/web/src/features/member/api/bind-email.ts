import { apiRoutes } from '@gaming/contracts/api-routes';
import type { MemberInfo } from '@gaming/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function bindEmail(request: { email: string; verificationCode: string }): Promise<MemberInfo> {
  return apiRequest<MemberInfo>('POST', apiRoutes.bindEmail.path, { body: request });
}

export function useBindEmail() {
  return useMutation({ mutationFn: bindEmail });
}
