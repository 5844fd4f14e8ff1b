import type { StaffPermission } from '@gaming/contracts/admin-api-routes';
import type { ReactNode } from 'react';
import { ErrorState } from '../../components/error-state';
import { LoadingState } from '../../components/loading-state';
import { useCurrentStaff } from '../../features/session/api/get-current-staff';
import { ApiError } from '../../lib/api-client';
import { can } from '../../lib/permissions';

const forbidden = new ApiError({ code: 'forbidden', status: 403, message: 'forbidden' });

/** A section the role cannot use says so instead of failing call by call (the server refuses anyway). */
export function RequirePermission({
  permission,
  children,
}: {
  permission: StaffPermission;
  children: ReactNode;
}) {
  const current = useCurrentStaff();
  if (!current.data) return current.isError ? <ErrorState error={current.error} /> : <LoadingState />;
  if (!can(current.data.staff.role, permission))
    return <ErrorState error={forbidden} testId="forbidden-state" />;
  return children;
}
