import { apiRoutes } from '@gaming/contracts/api-routes';
import type { RgProfile } from '@gaming/contracts/jurisdiction';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

export type GameRules = RgProfile['gameRules'];

/**
 * While the profile loads, the strictest speed rules are shown (no speed controls, no win effect below the
 * stake); the server paces the rounds in any case (game_cycle_too_fast).
 */
export const loadingGameRules: GameRules = {
  autoplay: false,
  turbo: false,
  slamStop: false,
  slotMinCycleMs: 0,
  otherMinCycleMs: 0,
  withdrawalReversal: false,
  netResultDisplay: true,
  showSafetyBar: false,
};

/** The jurisdiction's game rules from the public rgProfile (same query as the responsible-gaming screens). */
export function useGameRules(): GameRules {
  const profile = useQuery({
    queryKey: ['rg-profile'],
    queryFn: ({ signal }) => apiGet<RgProfile>(apiRoutes.rgProfile.path, { signal }),
    staleTime: 5 * 60_000,
  });
  return profile.data?.gameRules ?? loadingGameRules;
}
