import { adminApiRoutes } from '@gaming/contracts/admin-api-routes';
import type {
  AdminBonus,
  AdminBonusListResponse,
  BonusKind,
  BonusSettings,
  BonusStatus,
} from '@gaming/contracts/bonuses';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { Paging } from '../../../lib/url-filter';

const bonusesQueryKey = ['bonuses'] as const;
export const bonusSettingsQueryKey = ['bonus-settings'] as const;

export type BonusFilter = Paging & {
  status: BonusStatus | '';
  kind: BonusKind | '';
  member: string;
  /** A promotion's (or campaign's) id: its bonuses only. */
  sourceId: string;
};

export function useBonuses(filter: BonusFilter) {
  return useQuery({
    queryKey: [...bonusesQueryKey, filter],
    queryFn: ({ signal }) =>
      apiRequest<AdminBonusListResponse>(adminApiRoutes.adminBonusList, {
        query: {
          status: filter.status || undefined,
          kind: filter.kind || undefined,
          member: filter.member || undefined,
          sourceId: filter.sourceId || undefined,
          page: filter.page,
          pageSize: filter.pageSize,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 5_000,
    refetchInterval: 30_000,
  });
}

export type BonusAction =
  | { id: string; action: 'forfeit'; reason: string }
  | { id: string; action: 'extend'; reason: string; days: number };

/** Forfeit or extend one bonus; a bonus that moved on meanwhile (released, expired) comes back as an error. */
export function useBonusAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BonusAction) =>
      input.action === 'forfeit'
        ? apiRequest<{ bonus: AdminBonus }>(adminApiRoutes.adminBonusForfeit, {
            params: { id: input.id },
            body: { reason: input.reason },
          })
        : apiRequest<{ bonus: AdminBonus }>(adminApiRoutes.adminBonusExtend, {
            params: { id: input.id },
            body: { reason: input.reason, days: input.days },
          }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: bonusesQueryKey }),
  });
}

export function useBonusSettings() {
  return useQuery({
    queryKey: bonusSettingsQueryKey,
    queryFn: ({ signal }) => apiRequest<BonusSettings>(adminApiRoutes.adminBonusSettings, { signal }),
    staleTime: 60_000,
  });
}

export function useSaveBonusSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BonusSettings) =>
      apiRequest<BonusSettings>(adminApiRoutes.adminBonusSettingsUpdate, { body }),
    onSuccess: (saved) => queryClient.setQueryData(bonusSettingsQueryKey, saved),
    onSettled: () => queryClient.invalidateQueries({ queryKey: bonusSettingsQueryKey }),
  });
}
