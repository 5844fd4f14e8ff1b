import { useRef, useState } from 'react';
import { useRecallAll, useVendorTransfer } from '../api/vendor-transfer';
import { newRequestId } from '../lib/request-id';
import type {
  RecallAllResponse,
  VendorTransferRequest,
  VendorTransferResponse,
} from '../lib/vendor-wallet-types';
import { isDefinitiveRefusal } from './use-upline-transfer';

/**
 * One money request with its idempotency key: made once per submission, kept for a retry after a lost
 * reply or a 5xx (the server then applies it at most once), dropped after success or a 4xx refusal.
 */
function useIdempotentSend<Input, Result>(
  mutateAsync: (input: Input & { requestId: string }) => Promise<Result>,
) {
  const requestId = useRef<string | null>(null);
  const inFlight = useRef(false);
  const [uncertain, setUncertain] = useState(false);
  const send = async (input: Input): Promise<Result | null> => {
    if (inFlight.current) return null;
    inFlight.current = true;
    requestId.current ??= newRequestId();
    try {
      const result = await mutateAsync({ ...input, requestId: requestId.current });
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
  /** A changed form is a new request: forget the key kept for a retry. */
  const reset = () => {
    requestId.current = null;
    setUncertain(false);
  };
  return { send, reset, uncertain };
}

export function useVendorMoves() {
  const transfer = useVendorTransfer();
  const recall = useRecallAll();
  const transferSend = useIdempotentSend<Omit<VendorTransferRequest, 'requestId'>, VendorTransferResponse>(
    transfer.mutateAsync,
  );
  const recallSend = useIdempotentSend<Record<string, never>, RecallAllResponse>(recall.mutateAsync);
  return {
    transfer: { ...transferSend, pending: transfer.isPending },
    recall: { ...recallSend, pending: recall.isPending },
  };
}
