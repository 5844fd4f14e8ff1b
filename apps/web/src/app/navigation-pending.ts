import { createContext, use } from 'react';

/** True while a navigation waits for its screen's code (router.tsx): the top loader shows meanwhile. */
export const NavigationPendingContext = createContext(false);

export function useNavigationPending(): boolean {
  return use(NavigationPendingContext);
}
