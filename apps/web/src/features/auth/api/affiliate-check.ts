import { apiRoutes } from '@gaming/contracts/api-routes';
import { useMutation } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** Is this invitation (affiliate/referral) code valid? Checked before registering (spec §4). */
export function affiliateCheck(code: string): Promise<{ valid: boolean }> {
  return apiGet<{ valid: boolean }>(apiRoutes.affiliateCheck.path, {
    query: { code, domain: window.location.hostname },
  });
}

export function useAffiliateCheck() {
  return useMutation({ mutationFn: affiliateCheck });
}
