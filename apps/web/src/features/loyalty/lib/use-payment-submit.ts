import { useState } from 'react';
import { errorCodeOf } from '../../../lib/api-client';
import { useIdempotentSubmit } from '../../../lib/use-idempotent-submit';

/**
 * The payment part of a redeem or conversion form: the payment password, whether a submit was tried, the
 * last refusal and one idempotency key per attempt (a changed field is a new request, see `edit`).
 * `submit(valid)` sends only a valid form with a password, at most one at a time; it answers the result,
 * or null when nothing was sent or the server refused (the refusal is in `failure`).
 */
export function usePaymentSubmit<Result>(
  send: (requestId: string, paymentPassword: string) => Promise<Result>,
  options: { busy: boolean; onPendingChange: (pending: boolean) => void },
) {
  const [password, setPassword] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const request = useIdempotentSubmit((requestId) => send(requestId, password));
  const edit = (set: (value: string) => void) => (value: string) => {
    set(value);
    request.reset();
  };
  const submit = async (valid: boolean): Promise<Result | null> => {
    setSubmitted(true);
    if (!valid || password === '' || options.busy) return null;
    setFailure(null);
    options.onPendingChange(true);
    try {
      return await request.submit();
    } catch (error) {
      if (errorCodeOf(error) === 'payment_password_incorrect') {
        // The server said why; an emptied field is no reason for a second message.
        setPassword('');
        setSubmitted(false);
      }
      setFailure(error);
      return null;
    } finally {
      options.onPendingChange(false);
    }
  };
  return {
    password,
    setPassword: edit(setPassword),
    submitted,
    failure,
    uncertain: request.uncertain,
    edit,
    submit,
  };
}
