import { apiRoutes } from '@gaming/contracts/api-routes';
import type { MemberInfo } from '@gaming/contracts/auth';
import { apiRequest } from '../../../lib/api-client';

/** Spec §4: a first-time login records itself; the reply is the updated member info. */
export function firstLogin(): Promise<MemberInfo> {
  return apiRequest<MemberInfo>('POST', apiRoutes.firstLogin.path);
}
