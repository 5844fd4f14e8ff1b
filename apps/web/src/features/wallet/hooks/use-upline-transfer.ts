import { useRef } from 'react';
import { useIdempotentSubmit } from '../../../lib/use-idempotent-submit';
import { useTransferUpline } from '../api/transfer-upline';
import type { MemberTransferResponse } from '../lib/wallet-types';

/**
 * One transfer to the upline with its idempotency key (lib/use-idempotent-submit): generated once per
 * submission, reused on a retry and by a double click, dropped after success or a definitive refusal.
 */
export function useUplineTransfer() {
  const mutation = useTransferUpline();
  const fields = useRef({ amount: '', paymentPassword: '' });
  const request = useIdempotentSubmit((requestId) => mutation.mutateAsync({ requestId, ...fields.current }));
  const send = (amount: string, paymentPassword: string): Promise<MemberTransferResponse | null> => {
    fields.current = { amount, paymentPassword };
    return request.submit();
  };
  return { send, pending: mutation.isPending, uncertain: request.uncertain };
}
