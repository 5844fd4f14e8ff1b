import { createHmac } from 'node:crypto';
import { vendorSignatureHeaders } from '@gaming/contracts/vendor-callbacks';
import { z } from 'zod';
import type { VendorJackpotPool } from './vendor-adapter.js';

const jackpotTimeoutMs = 2_000;
const maximumPoolsPerVendor = 10;

const simulatorJackpotsSchema = z.object({
  vendorCode: z.string(),
  pools: z
    .array(
      z.object({ currency: z.string().regex(/^[A-Z]{3}$/), amountMinor: z.string().regex(/^\d{1,30}$/) }),
    )
    .max(maximumPoolsPerVendor),
});

/**
 * Asks apps/vendor-sim for one vendor's progressive jackpot pools: a POST signed like the vendor's own
 * callbacks (HMAC-SHA256 over timestamp and body with the vendor's secret), so only this operator reads
 * them. A slow or malformed answer is an error; the caller keeps its last figure.
 */
export async function fetchSimulatorJackpotPools(
  baseUrl: string,
  vendorCode: string,
  secret: string,
): Promise<VendorJackpotPool[]> {
  const body = JSON.stringify({ vendorCode });
  const timestamp = String(Math.floor(Date.now() / 1000));
  const signature = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  const response = await fetch(`${baseUrl}/vendor/jackpots`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [vendorSignatureHeaders.timestamp]: timestamp,
      [vendorSignatureHeaders.signature]: signature,
    },
    body,
    signal: AbortSignal.timeout(jackpotTimeoutMs),
  });
  if (!response.ok) throw new Error(`vendor-sim jackpots answered HTTP ${response.status}`);
  const parsed = simulatorJackpotsSchema.parse(await response.json());
  if (parsed.vendorCode !== vendorCode) throw new Error('vendor-sim jackpots answered for another vendor');
  return parsed.pools.map((pool) => ({ currency: pool.currency, amountMinor: BigInt(pool.amountMinor) }));
}
