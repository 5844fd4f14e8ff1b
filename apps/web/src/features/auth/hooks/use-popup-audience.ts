import type { AnnouncementExecution } from '@gaming/contracts/home-limits';
import { isFirstLoginSession, popupExecutionOf } from '../lib/popup-audience';
import { useSession } from './use-session';

/** The popup audience (execution) of whoever is here; null until a stored session is confirmed. */
export function usePopupAudience(): AnnouncementExecution | null {
  const { status } = useSession();
  // Read on every render: the login writes the flag before it stores the token, so the render that the
  // new token causes already sees it.
  return popupExecutionOf(status, isFirstLoginSession());
}
