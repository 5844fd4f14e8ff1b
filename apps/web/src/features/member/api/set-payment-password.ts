import { apiRoutes } from '@gaming/contracts/api-routes';
import type { MemberInfo } from '@gaming/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function setPaymentPassword(request: {
  loginPassword: string;
  paymentPassword: string;
  confirmPaymentPassword: string;
}): Promise<MemberInfo> {
  return apiRequest<MemberInfo>('POST', apiRoutes.setPaymentPassword.path, { body: request });
}

export function useSetPaymentPassword() {
  return useMutation({ mutationFn: setPaymentPassword });
}
