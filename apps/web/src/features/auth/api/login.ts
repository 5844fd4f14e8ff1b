import { apiRoutes } from '@gaming/contracts/api-routes';
import type { LoginRequest, LoginResponse } from '@gaming/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function login(request: LoginRequest): Promise<LoginResponse> {
  return apiRequest<LoginResponse>('POST', apiRoutes.login.path, { body: request });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
