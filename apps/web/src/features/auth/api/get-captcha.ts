import { apiRoutes } from '@gaming/contracts/api-routes';
import type { CaptchaResponse } from '@gaming/contracts/auth';
import { apiGet } from '../../../lib/api-client';

/** A fresh captcha image (base64 PNG data URL) and its id; every image allows one guess. */
export function getCaptcha(signal?: AbortSignal): Promise<CaptchaResponse> {
  return apiGet<CaptchaResponse>(apiRoutes.captcha.path, { signal });
}
