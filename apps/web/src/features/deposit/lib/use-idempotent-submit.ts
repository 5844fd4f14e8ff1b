/** The shared submit-once-per-key hook (lib/use-idempotent-submit.ts), not a copy of it. */
export { useIdempotentSubmit } from '../../../lib/use-idempotent-submit';
