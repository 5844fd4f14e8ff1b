import { apiRoutes } from '@gaming/contracts/api-routes';
import type { LoginResponse } from '@gaming/contracts/auth';
import { apiRequest } from '../../../lib/api-client';

/** FREEPLAY3: creates a trial account and logs it in. */
export function freePlay(): Promise<LoginResponse> {
  return apiRequest<LoginResponse>('POST', apiRoutes.freePlay.path, { body: { platform: 'W', os: 'web' } });
}
