import { adminApiRoutes } from '@gaming/contracts/admin-api-routes';
import type {
  AdminAmlFlagDecision,
  AdminAmlFlagsResponse,
  AdminAmlRulesResponse,
  AdminWithdrawalHoldsResponse,
  AmlFlagStatus,
  AmlRules,
} from '@gaming/contracts/aml';
import type { SettingChange } from '@gaming/contracts/setting-changes';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const amlKey = ['aml'] as const;
export const amlPageSize = 20;

export function useAmlFlags(status: AmlFlagStatus, page: number) {
  return useQuery({
    queryKey: [...amlKey, 'flags', status, page],
    queryFn: ({ signal }) =>
      apiRequest<AdminAmlFlagsResponse>(adminApiRoutes.adminAmlFlags, {
        query: { status, page, pageSize: amlPageSize },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useDecideAmlFlag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: string; decision: AdminAmlFlagDecision }) =>
      apiRequest(adminApiRoutes.adminAmlFlagDecide, { params: { id }, body: decision }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: amlKey }),
  });
}

/** Holds in force, or the holds of one withdrawal (its detail page's banner). */
export function useWithdrawalHolds(filter: { page: number; withdrawalId?: string }) {
  return useQuery({
    queryKey: [...amlKey, 'holds', filter.page, filter.withdrawalId ?? null],
    queryFn: ({ signal }) =>
      apiRequest<AdminWithdrawalHoldsResponse>(adminApiRoutes.adminWithdrawalHolds, {
        query: {
          active: 'true',
          page: filter.page,
          pageSize: amlPageSize,
          ...(filter.withdrawalId ? { withdrawalId: filter.withdrawalId } : {}),
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useReleaseHold() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ withdrawalId, note }: { withdrawalId: string; note: string }) =>
      apiRequest(adminApiRoutes.adminWithdrawalHoldRelease, { params: { withdrawalId }, body: { note } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: amlKey }),
  });
}

export function useAmlRules() {
  return useQuery({
    queryKey: [...amlKey, 'rules'],
    queryFn: ({ signal }) => apiRequest<AdminAmlRulesResponse>(adminApiRoutes.adminAmlRules, { signal }),
  });
}

export function useProposeAmlRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (value: AmlRules) =>
      apiRequest<SettingChange>(adminApiRoutes.adminAmlRulesPropose, { body: { value } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: amlKey }),
  });
}
