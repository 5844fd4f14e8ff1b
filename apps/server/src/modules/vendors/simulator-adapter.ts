import type { VendorAdapter, VendorLaunch } from './vendor-adapter.js';
import { simulatedVendorSecret } from './vendor-adapter.js';

/**
 * apps/vendor-sim playing an external vendor: its game page takes our session token, authenticates it
 * with our wallet and plays with signed callbacks, like a real seamless-wallet vendor.
 */
export class SimulatorVendorAdapter implements VendorAdapter {
  readonly secret: string;

  constructor(
    readonly vendorCode: string,
    private readonly baseUrl: string,
    sharedSecret: string,
  ) {
    this.secret = simulatedVendorSecret(sharedSecret, vendorCode);
  }

  async launch(launch: VendorLaunch): Promise<string> {
    const url = new URL(
      `/play/${encodeURIComponent(this.vendorCode)}/${encodeURIComponent(launch.gameCode)}`,
      `${this.baseUrl}/`,
    );
    url.searchParams.set('lang', launch.language);
    url.searchParams.set('device', launch.device);
    if (launch.token) url.searchParams.set('token', launch.token);
    else url.searchParams.set('demo', '1');
    return url.toString();
  }
}
