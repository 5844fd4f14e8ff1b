import { apiRoutes } from '@gaming/contracts/api-routes';
import type { RegisterSettings } from '@gaming/contracts/registration';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** setRegister: registration types, captcha, SMS verification, minimum age, phone digits. */
export function getRegisterSettings(signal?: AbortSignal): Promise<RegisterSettings> {
  return apiGet<RegisterSettings>(apiRoutes.setRegister.path, { signal });
}

export function useRegisterSettings() {
  return useQuery({
    queryKey: ['register-settings'],
    queryFn: ({ signal }) => getRegisterSettings(signal),
    staleTime: 5 * 60_000,
  });
}
