import { adminApiRoutes } from '@gaming/contracts/admin-api-routes';
import { useQuery } from '@tanstack/react-query';
import type { StaffListResponse, StaffSummary } from '../../../lib/admin-types';
import { apiRequest } from '../../../lib/api-client';

export async function listStaff(signal?: AbortSignal): Promise<StaffSummary[]> {
  return (await apiRequest<StaffListResponse>(adminApiRoutes.staffList, { signal })).staff;
}

export const staffQueryKey = ['staff'] as const;

export function useStaffList() {
  return useQuery({ queryKey: staffQueryKey, queryFn: ({ signal }) => listStaff(signal), staleTime: 10_000 });
}
