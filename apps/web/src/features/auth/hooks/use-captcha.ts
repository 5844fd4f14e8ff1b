import { useCallback, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { getCaptcha } from '../api/get-captcha';

const refreshIntervalMs = 1000;

/** The captcha image and id; a refresh is allowed at most once per second (spec §4). */
export function useCaptcha() {
  const [captcha, setCaptcha] = useState<{ captchaId: string; imageBase64: string } | null>(null);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const lastRefreshMs = useRef(0);
  const pending = useRef<number | null>(null);
  const load = useCallback(async (): Promise<void> => {
    lastRefreshMs.current = Date.now();
    setLoading(true);
    try {
      const next = await getCaptcha();
      setCaptcha({ captchaId: next.captchaId, imageBase64: next.imageBase64 });
      setFailed(false);
    } catch (error) {
      setFailed(true);
      // The server allows one image a second too; a refused refresh is tried again once, a second later.
      if (error instanceof ApiError && error.status === 429 && pending.current === null) {
        pending.current = window.setTimeout(() => {
          pending.current = null;
          void load();
        }, refreshIntervalMs + 100);
      }
    } finally {
      setLoading(false);
    }
  }, []);
  /** Refreshes now, or once the second since the last refresh is over. */
  const refresh = useCallback(() => {
    const waitMs = lastRefreshMs.current + refreshIntervalMs - Date.now();
    if (waitMs <= 0) {
      void load();
      return;
    }
    if (pending.current !== null) return;
    pending.current = window.setTimeout(() => {
      pending.current = null;
      void load();
    }, waitMs);
  }, [load]);
  return { captcha, loading, failed, refresh };
}
