import { apiRoutes } from '@gaming/contracts/api-routes';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** E-mails a one-time reset link; the reply (`in_been_out`) is the same whether or not it matched. */
export function forgotPasswordByEmail(request: { username: string; email: string }): Promise<{
  message: string;
}> {
  return apiRequest<{ message: string }>('POST', apiRoutes.forgotPasswordByEmail.path, { body: request });
}

export function useForgotPasswordByEmail() {
  return useMutation({ mutationFn: forgotPasswordByEmail });
}
