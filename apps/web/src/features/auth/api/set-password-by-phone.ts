import { apiRoutes } from '@gaming/contracts/api-routes';
import type { LoginResponse } from '@gaming/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Resets the password with the SMS code and logs in (spec §4: the phone route logs in at once). */
export function setPasswordByPhone(request: {
  countryDialingCode: string;
  mobileNum: string;
  verificationCode: string;
  newPassword: string;
  confirmNewPassword: string;
}): Promise<LoginResponse> {
  return apiRequest<LoginResponse>('POST', apiRoutes.setPasswordByPhone.path, { body: request });
}

export function useSetPasswordByPhone() {
  return useMutation({ mutationFn: setPasswordByPhone });
}
