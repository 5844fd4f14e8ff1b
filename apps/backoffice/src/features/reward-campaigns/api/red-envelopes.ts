import { adminApiRoutes } from '@gaming/contracts/admin-api-routes';
import type {
  AdminRedEnvelopeCreateBody,
  AdminRedEnvelopeDrop,
  AdminRedEnvelopeResultsResponse,
  CampaignStatus,
} from '@gaming/contracts/reward-campaigns';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { Paging } from '../../../lib/url-filter';

export const redEnvelopesQueryKey = ['reward-campaigns', 'red-envelopes'] as const;

export type RedEnvelopeFilter = Paging & { status: CampaignStatus | '' };
type DropList = {
  drops: AdminRedEnvelopeDrop[];
  pageInfo: { page: number; pageSize: number; total: number };
};

export function useRedEnvelopeDrops(filter: RedEnvelopeFilter) {
  return useQuery({
    queryKey: [...redEnvelopesQueryKey, 'list', filter],
    queryFn: ({ signal }) =>
      apiRequest<DropList>(adminApiRoutes.adminRedEnvelopeList, {
        query: { status: filter.status || undefined, page: filter.page, pageSize: filter.pageSize },
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 5_000,
    refetchInterval: 30_000,
  });
}

/** A drop with its grabs, first grab first; read again every few seconds while the drop is live. */
export function useRedEnvelopeResults(id: string, paging: Paging) {
  return useQuery({
    queryKey: [...redEnvelopesQueryKey, 'results', id, paging],
    queryFn: ({ signal }) =>
      apiRequest<AdminRedEnvelopeResultsResponse>(adminApiRoutes.adminRedEnvelopeResults, {
        params: { id },
        query: { page: paging.page, pageSize: paging.pageSize },
        signal,
      }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.drop.status === 'live' ? 5_000 : false),
  });
}

export function useCreateRedEnvelope() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminRedEnvelopeCreateBody) =>
      apiRequest<AdminRedEnvelopeDrop>(adminApiRoutes.adminRedEnvelopeCreate, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: redEnvelopesQueryKey }),
  });
}
