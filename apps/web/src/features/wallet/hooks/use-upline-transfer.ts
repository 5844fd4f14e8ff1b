import { useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useTransferUpline } from '../api/transfer-upline';
import { newRequestId } from '../lib/request-id';
import type { MemberTransferResponse } from '../lib/wallet-types';

/**
 * A 4xx reply means the server refused the request and recorded nothing: the next submission may take
 * a new id. After a lost reply or a 5xx the outcome is unknown, so the retry keeps the same id and the
 * server applies the transfer at most once.
 */
export function isDefinitiveRefusal(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

/**
 * One transfer to the upline with its idempotency key: generated once per submission, reused on a
 * retry and by a double click, dropped after success or a definitive refusal.
 */
export function useUplineTransfer() {
  const mutation = useTransferUpline();
  const requestId = useRef<string | null>(null);
  const inFlight = useRef(false);
  const [uncertain, setUncertain] = useState(false);

  const send = async (amount: string, paymentPassword: string): Promise<MemberTransferResponse | null> => {
    if (inFlight.current) return null;
    inFlight.current = true;
    requestId.current ??= newRequestId();
    try {
      const result = await mutation.mutateAsync({ requestId: requestId.current, amount, paymentPassword });
      requestId.current = null;
      setUncertain(false);
      return result;
    } catch (error) {
      const refused = isDefinitiveRefusal(error);
      if (refused) requestId.current = null;
      setUncertain(!refused);
      throw error;
    } finally {
      inFlight.current = false;
    }
  };

  return { send, pending: mutation.isPending, uncertain };
}
