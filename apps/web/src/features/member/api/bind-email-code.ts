import { apiRoutes } from '@gaming/contracts/api-routes';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function bindEmailCode(request: {
  email: string;
}): Promise<{ expiredMinutes: number; message: string }> {
  return apiRequest('POST', apiRoutes.bindEmailCode.path, { body: request });
}

export function useBindEmailCode() {
  return useMutation({ mutationFn: bindEmailCode });
}
