import { apiRoutes } from '@gaming/contracts/api-routes';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function bindMobileCode(request: {
  countryDialingCode: string;
  mobileNo: string;
}): Promise<{ expiredMinutes: number; message: string }> {
  return apiRequest('POST', apiRoutes.bindMobileCode.path, { body: request });
}

export function useBindMobileCode() {
  return useMutation({ mutationFn: bindMobileCode });
}
