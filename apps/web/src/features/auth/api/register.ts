import { apiRoutes } from '@gaming/contracts/api-routes';
import type { LoginResponse } from '@gaming/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** The registration body: the optional fields go only when the configuration shows them. */
export type RegistrationRequest = Record<string, string | boolean | undefined> & {
  password: string;
  confirmPassword: string;
  termsAccepted: boolean;
  ageConfirmed: boolean;
};

/** Registration by username; the reply logs the new member in. */
export function register(request: RegistrationRequest): Promise<LoginResponse> {
  return apiRequest<LoginResponse>('PUT', apiRoutes.register.path, { body: request });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
