import { apiRoutes } from '@gaming/contracts/api-routes';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

export interface CountryDialingCode {
  countryCode: string;
  countryDialingCode: string;
  name: string;
}

export function getCountryCodes(signal?: AbortSignal): Promise<{ countries: CountryDialingCode[] }> {
  return apiGet<{ countries: CountryDialingCode[] }>(apiRoutes.countryCodes.path, { signal });
}

export function useCountryCodes() {
  return useQuery({
    queryKey: ['country-codes'],
    queryFn: ({ signal }) => getCountryCodes(signal),
    staleTime: 60 * 60_000,
  });
}
