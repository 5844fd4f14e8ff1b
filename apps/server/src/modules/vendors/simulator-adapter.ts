import { createHmac } from 'node:crypto';
import { fetchSimulatorJackpotPools } from './simulator-jackpots.js';
import {
  defaultTransferWalletLimits,
  SimulatorTransferWallet,
  type TransferWalletHttpLimits,
} from './simulator-transfer-wallet.js';
import type { VendorAdapter, VendorJackpotPool, VendorLaunch } from './vendor-adapter.js';
import { simulatedVendorSecret } from './vendor-adapter.js';

/** How long a transfer-mode launch ticket is good for: the page opens it at once. */
const launchTicketSeconds = 15 * 60;

/**
 * apps/vendor-sim playing an external vendor. Seamless mode: its game page takes our session token,
 * authenticates it with our wallet and plays with signed callbacks. Transfer mode: the page plays with the
 * balance the simulator holds for the member (moved there through transferWallet), vouched for by a
 * signed launch ticket (apps/vendor-sim/src/protocol.ts computes the same).
 */
export class SimulatorVendorAdapter implements VendorAdapter {
  readonly secret: string;
  readonly transferWallet: SimulatorTransferWallet;

  constructor(
    readonly vendorCode: string,
    private readonly baseUrl: string,
    sharedSecret: string,
    transferLimits: TransferWalletHttpLimits = defaultTransferWalletLimits,
  ) {
    this.secret = simulatedVendorSecret(sharedSecret, vendorCode);
    this.transferWallet = new SimulatorTransferWallet(baseUrl, vendorCode, this.secret, transferLimits);
  }

  async launch(launch: VendorLaunch): Promise<string> {
    const url = new URL(
      `/play/${encodeURIComponent(this.vendorCode)}/${encodeURIComponent(launch.gameCode)}`,
      `${this.baseUrl}/`,
    );
    url.searchParams.set('lang', launch.language);
    url.searchParams.set('device', launch.device);
    // The jurisdiction's game rules (issue 20): the simulator hides the controls and paces its rounds.
    url.searchParams.set('autoplay', launch.rules.autoplay ? '1' : '0');
    url.searchParams.set('turbo', launch.rules.turbo ? '1' : '0');
    url.searchParams.set('slamStop', launch.rules.slamStop ? '1' : '0');
    url.searchParams.set('minCycleMs', String(launch.rules.minCycleMs));
    url.searchParams.set('jurisdiction', launch.rules.jurisdiction);
    if (launch.walletMode === 'transfer' && launch.memberId) {
      const expiresAt = Math.floor(Date.now() / 1000) + launchTicketSeconds;
      const fields = `${this.vendorCode}:${launch.gameCode}:${launch.memberId}:${launch.currency}:${expiresAt}`;
      url.searchParams.set('wallet', 'transfer');
      url.searchParams.set('player', launch.memberId);
      url.searchParams.set('currency', launch.currency);
      url.searchParams.set('expires', String(expiresAt));
      url.searchParams.set(
        'ticket',
        createHmac('sha256', this.secret).update(`launch:${fields}`).digest('hex'),
      );
    } else if (launch.token) url.searchParams.set('token', launch.token);
    else url.searchParams.set('demo', '1');
    return url.toString();
  }

  /** The simulator keeps a progressive pool per vendor, grown from a share of the stakes bet there. */
  jackpotPools(): Promise<VendorJackpotPool[]> {
    return fetchSimulatorJackpotPools(this.baseUrl, this.vendorCode, this.secret);
  }
}
