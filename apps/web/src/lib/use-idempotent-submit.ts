import { useRef, useState } from 'react';
import { ApiError } from './api-client';
import { newRequestId } from './request-id';

/**
 * A 4xx reply means the server refused the request and recorded nothing: the next submission may take a
 * new id. After a lost reply or a 5xx the outcome is unknown, so the retry keeps the same id and the server
 * applies the request at most once.
 */
export function isDefinitiveRefusal(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

/**
 * One idempotency key per submission: kept for a retry after a lost reply or a 5xx (the outcome is
 * unknown, so the server must see the same id and create at most one deposit, redeem or conversion), dropped after success
 * or a definite 4xx refusal. A double click is ignored while a call is in flight.
 */
export function useIdempotentSubmit<T>(send: (requestId: string) => Promise<T>) {
  const requestId = useRef<string | null>(null);
  const inFlight = useRef(false);
  const [uncertain, setUncertain] = useState(false);
  const submit = async (): Promise<T | null> => {
    if (inFlight.current) return null;
    inFlight.current = true;
    requestId.current ??= newRequestId();
    try {
      const result = await send(requestId.current);
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
  /** The form changed: whatever comes next is a new request. */
  const reset = () => {
    requestId.current = null;
    setUncertain(false);
  };
  return { submit, uncertain, reset };
}
