import { adminApiRoutes } from '@gaming/contracts/admin-api-routes';
import type {
  AdminDepositChannel,
  AdminDepositChannelListResponse,
  AdminDepositChannelRequest,
} from '@gaming/contracts/deposits';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const channelsQueryKey = ['deposit-channels'] as const;

export function useDepositChannels() {
  return useQuery({
    queryKey: channelsQueryKey,
    queryFn: ({ signal }) =>
      apiRequest<AdminDepositChannelListResponse>(adminApiRoutes.adminDepositChannelList, { signal }),
    staleTime: 30_000,
  });
}

/** Creates a channel (no id) or replaces an existing channel's settings. */
export function useSaveDepositChannel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, channel }: { id: string | null; channel: AdminDepositChannelRequest }) =>
      id
        ? apiRequest<AdminDepositChannel>(adminApiRoutes.adminDepositChannelUpdate, {
            params: { id },
            body: channel,
          })
        : apiRequest<AdminDepositChannel>(adminApiRoutes.adminDepositChannelCreate, { body: channel }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: channelsQueryKey }),
  });
}
