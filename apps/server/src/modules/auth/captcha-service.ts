import { randomInt } from 'node:crypto';
import type { CaptchaResponse } from '@gaming/contracts/auth';
import { AppError } from '../../platform/errors.js';
import { hashToken, safeEqual } from '../../platform/security/tokens.js';
import type { SettingsService } from '../settings/settings-service.js';
import type { AuthRepository } from './auth-repository.js';
import { captchaAlphabet, renderCaptchaPng } from './captcha-image.js';

const captchaLength = 5;

function normaliseAnswer(answer: string): string {
  return answer.trim().toUpperCase();
}

/** Server-drawn captchas: the answer is stored only as a hash, and each captcha is good for one check. */
export class CaptchaService {
  constructor(
    private readonly repository: AuthRepository,
    private readonly settings: SettingsService,
  ) {}

  async create(now: Date = new Date()): Promise<CaptchaResponse> {
    let text = '';
    for (let index = 0; index < captchaLength; index += 1)
      text += captchaAlphabet[randomInt(captchaAlphabet.length)];
    const expiresInSeconds = this.settings.get('security').captchaSeconds;
    const captchaId = await this.repository.insertCaptcha(
      hashToken(text),
      new Date(now.getTime() + expiresInSeconds * 1000),
    );
    const png = renderCaptchaPng(text);
    return { captchaId, imageBase64: `data:image/png;base64,${png.toString('base64')}`, expiresInSeconds };
  }

  /** Consumes the captcha whatever the answer, so one image allows one guess. */
  async verify(
    captchaId: string | undefined,
    answer: string | undefined,
    now: Date = new Date(),
  ): Promise<void> {
    if (!captchaId || !answer) throw new AppError('captcha_required');
    const expected = await this.repository.consumeCaptcha(captchaId, now);
    if (!expected || !safeEqual(expected, hashToken(normaliseAnswer(answer))))
      throw new AppError('captcha_invalid');
  }
}
