import { apiRoutes } from '@gaming/contracts/api-routes';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function resetPasswordByEmail(request: {
  resetToken: string;
  newPassword: string;
  confirmNewPassword: string;
}): Promise<{ message: string }> {
  return apiRequest<{ message: string }>('POST', apiRoutes.resetPasswordByEmail.path, { body: request });
}

export function useResetPasswordByEmail() {
  return useMutation({ mutationFn: resetPasswordByEmail });
}
