import { apiRoutes } from '@gaming/contracts/api-routes';
import type { MemberInfo } from '@gaming/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function bindMobile(request: {
  countryDialingCode: string;
  mobileNum: string;
  verificationCode: string;
}): Promise<MemberInfo> {
  return apiRequest<MemberInfo>('POST', apiRoutes.bindMobile.path, { body: request });
}

export function useBindMobile() {
  return useMutation({ mutationFn: bindMobile });
}
