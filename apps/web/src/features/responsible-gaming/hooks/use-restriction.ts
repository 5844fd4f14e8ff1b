import type { RgRestriction } from '@gaming/contracts/rg-exclusions';
import { useMemo } from 'react';
import { useSession } from '../../auth/hooks/use-session';
import { useRgStatus } from '../api/get-rg-status';
import { readStoredRestriction } from '../lib/restriction-storage';

export type RestrictionState = {
  /** The session may only see the balance, withdraw, verify identity and ask to return. */
  restricted: boolean;
  restriction: RgRestriction | null;
};

/**
 * Whether this tab's session is a restricted one: what the login answered (kept for the tab) at once,
 * then the server's rgStatus (a tab that joined the session, a restriction that has ended).
 */
export function useRestriction(): RestrictionState {
  const { status, token } = useSession();
  const rgStatus = useRgStatus({ enabled: status === 'member' });
  const data = rgStatus.data;
  return useMemo(() => {
    // While the member's info loads, what the login answered holds: no full page renders in between.
    if (status === 'loading' && token !== null) {
      const stored = readStoredRestriction();
      return { restricted: stored !== null, restriction: stored };
    }
    if (status !== 'member') return { restricted: false, restriction: null };
    if (data) return { restricted: data.restrictedSession, restriction: data.restriction };
    const stored = readStoredRestriction();
    return { restricted: stored !== null, restriction: stored };
  }, [status, token, data]);
}
