import { useRef } from 'react';
import { useIdempotentSubmit } from '../../../lib/use-idempotent-submit';
import { useRecallAll, useVendorTransfer } from '../api/vendor-transfer';
import type {
  RecallAllResponse,
  VendorTransferRequest,
  VendorTransferResponse,
} from '../lib/vendor-wallet-types';

/**
 * One money request with its idempotency key (lib/use-idempotent-submit: kept for a retry after a lost reply
 * or a 5xx, dropped after success or a 4xx refusal), taking the request's fields at the call.
 */
function useIdempotentSend<Input, Result>(
  mutateAsync: (input: Input & { requestId: string }) => Promise<Result>,
) {
  const latest = useRef<Input | null>(null);
  const request = useIdempotentSubmit((requestId) =>
    mutateAsync({ ...(latest.current as Input), requestId }),
  );
  const send = (input: Input): Promise<Result | null> => {
    latest.current = input;
    return request.submit();
  };
  return { send, reset: request.reset, uncertain: request.uncertain };
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
