import { apiRoutes } from '@gaming/contracts/api-routes';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export interface SmsCodeSent {
  expiredMinutes: number;
  message: string;
}

export interface LoginCodeRequest {
  countryDialingCode: string;
  mobileNum: string;
}

/** Sends an SMS login code (MOBILEVERCODELOGIN3). */
export function loginCode(request: LoginCodeRequest): Promise<SmsCodeSent> {
  return apiRequest<SmsCodeSent>('POST', apiRoutes.loginCode.path, { body: request });
}

export function useLoginCode() {
  return useMutation({ mutationFn: loginCode });
}
