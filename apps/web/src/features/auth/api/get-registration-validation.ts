import { apiRoutes } from '@gaming/contracts/api-routes';
import type { RegistrationValidation } from '@gaming/contracts/registration';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** Per-field rules: enabled, required, pattern, min and max length. */
export function getRegistrationValidation(signal?: AbortSignal): Promise<RegistrationValidation> {
  return apiGet<RegistrationValidation>(apiRoutes.registrationValidation.path, { signal });
}

export function useRegistrationValidation() {
  return useQuery({
    queryKey: ['registration-validation'],
    queryFn: ({ signal }) => getRegistrationValidation(signal),
    staleTime: 5 * 60_000,
  });
}
