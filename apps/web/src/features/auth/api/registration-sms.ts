import { apiRoutes } from '@gaming/contracts/api-routes';
import type { LanguageCode } from '@gaming/contracts/languages';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { SmsCodeSent } from './login-code';

export function registrationSms(request: {
  countryDialingCode: string;
  mobileNo: string;
  language?: LanguageCode;
}): Promise<SmsCodeSent> {
  return apiRequest<SmsCodeSent>('POST', apiRoutes.registrationSms.path, { body: request });
}

export function useRegistrationSms() {
  return useMutation({ mutationFn: registrationSms });
}
