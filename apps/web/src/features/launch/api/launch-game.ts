import { apiRoutes } from '@gaming/contracts/api-routes';
import type { GameLaunchRequest, GameLaunchResponse } from '@gaming/contracts/launch';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** spec §7 gameLaunch: a fresh vendor session and the vendor's URL (or maintenance with suggestions). */
export function launchGame(request: GameLaunchRequest) {
  return apiRequest<GameLaunchResponse>('POST', apiRoutes.gameLaunch.path, { body: request });
}

export function launchDevice(): 'desktop' | 'mobile' {
  return window.matchMedia('(max-width: 767px)').matches ? 'mobile' : 'desktop';
}

/**
 * The launch behind /seamless. Each launch opens a new vendor session, so it runs once per visit: never
 * refetched, never kept after the page closes, not retried (a 401 or a maintenance answer is final).
 */
export function useGameLaunch(nodeId: string | null, language: string, sessionKey: string) {
  return useQuery({
    queryKey: ['game-launch', nodeId, language, sessionKey],
    queryFn: () => launchGame({ nodeId: nodeId as string, language, device: launchDevice() }),
    enabled: nodeId !== null,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
