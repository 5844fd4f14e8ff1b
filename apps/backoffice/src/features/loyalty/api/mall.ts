import { adminApiRoutes } from '@gaming/contracts/admin-api-routes';
import type {
  AdminMallItem,
  AdminMallItemCreate,
  AdminMallItemInput,
  AdminRedeem,
  MallItemKind,
  MallItemStatus,
  PointsMallSettings,
  RedeemKind,
  RedeemStatus,
} from '@gaming/contracts/points-mall';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, authorizationHeaders, parseErrorBody } from '../../../lib/api-client';
import { readStorage, storageKeys } from '../../../lib/storage';
import type { Paging } from '../../../lib/url-filter';
import { pointsQueryKey } from './points';

export const mallQueryKey = ['loyalty', 'mall'] as const;
const itemsQueryKey = [...mallQueryKey, 'items'] as const;
const redeemsQueryKey = [...mallQueryKey, 'redeems'] as const;
const settingsQueryKey = [...mallQueryKey, 'settings'] as const;

type PageInfo = { page: number; pageSize: number; total: number };

export type MallItemFilter = Paging & { status: MallItemStatus | ''; kind: MallItemKind | '' };

export function useMallItems(filter: MallItemFilter) {
  return useQuery({
    queryKey: [...itemsQueryKey, filter],
    queryFn: ({ signal }) =>
      apiRequest<{ items: AdminMallItem[]; pageInfo: PageInfo }>(adminApiRoutes.adminMallItems, {
        query: {
          status: filter.status || undefined,
          kind: filter.kind || undefined,
          page: filter.page,
          pageSize: filter.pageSize,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 5_000,
  });
}

/** Create (with the first stock) or update (stock has its own audited route). */
export function useSaveMallItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: { id: null; body: AdminMallItemCreate } | { id: string; body: AdminMallItemInput }) =>
      save.id === null
        ? apiRequest<{ item: AdminMallItem }>(adminApiRoutes.adminMallItemCreate, { body: save.body })
        : apiRequest<{ item: AdminMallItem }>(adminApiRoutes.adminMallItemUpdate, {
            params: { id: save.id },
            body: save.body,
          }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: itemsQueryKey }),
  });
}

/** Publish, hide or back to draft. */
export function useMallItemStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: MallItemStatus }) =>
      apiRequest<{ item: AdminMallItem }>(adminApiRoutes.adminMallItemStatus, {
        params: { id },
        body: { status },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: itemsQueryKey }),
  });
}

/** Stock set to a value (null: unlimited) with a reason, audited. */
export function useMallItemStock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, stock, reason }: { id: string; stock: number | null; reason: string }) =>
      apiRequest<{ item: AdminMallItem }>(adminApiRoutes.adminMallItemStock, {
        params: { id },
        body: { stock, reason },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: itemsQueryKey }),
  });
}

/** One item image (png or jpg) uploaded as multipart (field "proof", as the promotion images); its id and url. */
export async function uploadMallImage(file: File): Promise<{ id: string; url: string }> {
  const form = new FormData();
  form.append('proof', file, file.name);
  const response = await fetch(adminApiRoutes.adminMallImageUpload.path, {
    method: 'POST',
    headers: authorizationHeaders(readStorage('session', storageKeys.sessionToken)),
    body: form,
  });
  const body = await response.json().catch(() => null);
  if (!response.ok) throw parseErrorBody(response.status, body);
  return body as { id: string; url: string };
}

export function useUploadMallImage() {
  return useMutation({ mutationFn: uploadMallImage });
}

export type RedeemFilter = Paging & { status: RedeemStatus | ''; kind: RedeemKind | ''; member: string };

export function useMallRedeems(filter: RedeemFilter) {
  return useQuery({
    queryKey: [...redeemsQueryKey, filter],
    queryFn: ({ signal }) =>
      apiRequest<{ redeems: AdminRedeem[]; pageInfo: PageInfo }>(adminApiRoutes.adminMallRedeems, {
        query: {
          status: filter.status || undefined,
          kind: filter.kind || undefined,
          member: filter.member || undefined,
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

export type RedeemDecision =
  | { id: string; action: 'approve'; remark: string }
  | { id: string; action: 'reject'; remark: string };

/** A redeem decided elsewhere first comes back as an error; the queue, items (stock) and points are read again. */
export function useDecideRedeem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: RedeemDecision) =>
      apiRequest<{ redeem: AdminRedeem }>(
        decision.action === 'approve'
          ? adminApiRoutes.adminMallRedeemApprove
          : adminApiRoutes.adminMallRedeemReject,
        { params: { id: decision.id }, body: decision.remark ? { remark: decision.remark } : {} },
      ),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: mallQueryKey });
      void queryClient.invalidateQueries({ queryKey: pointsQueryKey });
    },
  });
}

export function useMallSettings() {
  return useQuery({
    queryKey: settingsQueryKey,
    queryFn: ({ signal }) => apiRequest<PointsMallSettings>(adminApiRoutes.adminMallSettings, { signal }),
  });
}

export function useSaveMallSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PointsMallSettings) =>
      apiRequest<PointsMallSettings>(adminApiRoutes.adminMallSettingsUpdate, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: settingsQueryKey }),
  });
}
