import { apiRoutes } from '@gaming/contracts/api-routes';
import type { LoginResponse } from '@gaming/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export interface LoginVerifyRequest {
  challengeId: string;
  verificationCode: string;
}

/** Completes a login from a new IP with the code sent to the member's phone or e-mail. */
export function loginVerify(request: LoginVerifyRequest): Promise<LoginResponse> {
  return apiRequest<LoginResponse>('POST', apiRoutes.loginVerify.path, { body: request });
}

export function useLoginVerify() {
  return useMutation({ mutationFn: loginVerify });
}
