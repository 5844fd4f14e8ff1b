/** The shared idempotency key maker (lib/request-id.ts), not a copy of it. */
export { newRequestId } from '../../../lib/request-id';
