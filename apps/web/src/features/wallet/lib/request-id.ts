/** The shared idempotency key maker (lib/request-id.ts): one copy for the wallet, the points mall and the rest. */
export { newRequestId } from '../../../lib/request-id';
