import { apiRoutes } from '@gaming/contracts/api-routes';
import type { LoginResponse, PasswordChangedResponse } from '@gaming/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export interface ChangePasswordRequest {
  oldPassword?: string;
  newPassword: string;
  confirmNewPassword: string;
  changeToken?: string;
}

/** With a change token the reply completes the login (LoginResponse); signed in, how many sessions ended. */
export function changePassword(
  request: ChangePasswordRequest,
): Promise<LoginResponse | PasswordChangedResponse> {
  return apiRequest<LoginResponse | PasswordChangedResponse>('POST', apiRoutes.changePassword.path, {
    body: request,
  });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
