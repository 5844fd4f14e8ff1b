import { createHmac } from 'node:crypto';

/**
 * The gateway simulator's merchant secret: derived from the server's secret key, so the server and its
 * built-in simulator agree without a secret stored anywhere, and it differs per deployment. A real gateway
 * issues its own secret, which staff store sealed on the channel instead.
 */
export function simulatorMerchantSecret(secretKey: Buffer, merchantId: string): string {
  return createHmac('sha256', secretKey).update(`gateway-simulator:merchant:${merchantId}`).digest('hex');
}

/** Where the simulator is mounted on this server. */
export const simulatorPrefix = '/gateway-sim';
