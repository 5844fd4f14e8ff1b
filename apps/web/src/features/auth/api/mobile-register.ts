import { apiRoutes } from '@gaming/contracts/api-routes';
import type { LoginResponse } from '@gaming/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { RegistrationRequest } from './register';

/** Registration by mobile number; the reply logs the new member in. */
export function mobileRegister(request: RegistrationRequest): Promise<LoginResponse> {
  return apiRequest<LoginResponse>('PUT', apiRoutes.mobileRegister.path, { body: request });
}

export function useMobileRegister() {
  return useMutation({ mutationFn: mobileRegister });
}
