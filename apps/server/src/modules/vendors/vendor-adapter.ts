import { createHmac } from 'node:crypto';
import type { VendorWalletPort } from '../wallet/vendor-wallet-port.js';

/**
 * The jurisdiction's game rules a vendor's game must honour (issue 20): which speed controls it may show
 * and the shortest time between two of its rounds.
 */
export type VendorLaunchRules = {
  autoplay: boolean;
  turbo: boolean;
  slamStop: boolean;
  minCycleMs: number;
  /** The profile's name (uk, mga, se, none, custom), for the vendor's own reporting. */
  jurisdiction: string;
};

/** No restriction: what a launch carries until the game rules are composed. */
export const unrestrictedLaunchRules: VendorLaunchRules = {
  autoplay: true,
  turbo: true,
  slamStop: true,
  minCycleMs: 0,
  jurisdiction: 'none',
};

/** What a launch hands to the vendor's adapter. */
export type VendorLaunch = {
  gameCode: string;
  memberId: string | null;
  language: string;
  device: 'desktop' | 'mobile';
  /** The opaque session token the vendor presents on authenticate and bets; null for a demo or transfer mode. */
  token: string | null;
  /** transfer: the vendor keeps the member's money itself (VendorWalletPort); no wallet callbacks. */
  walletMode: 'seamless' | 'transfer';
  currency: string;
  rules: VendorLaunchRules;
};

/**
 * The port every external game vendor is reached through (DESIGN.md §6): the URL of a game for a member
 * (or a demo for a guest), the secret its wallet callbacks are signed with, and for transfer-wallet
 * vendors the money moves into and out of the vendor's own wallet.
 */
export interface VendorAdapter {
  readonly vendorCode: string;
  /** The shared secret the vendor signs its callbacks (and we our requests) with. */
  readonly secret: string;
  launch(launch: VendorLaunch): Promise<string>;
  /** Present for vendors that keep their own wallet (transfer mode). */
  readonly transferWallet?: VendorWalletPort;
  /** Present for vendors that run progressive jackpots: their pools as the vendor reports them now. */
  jackpotPools?(): Promise<VendorJackpotPool[]>;
}

/** A progressive jackpot pool as a vendor reports it (grown from a share of its players' stakes). */
export type VendorJackpotPool = { currency: string; amountMinor: bigint };

/** The adapters of this deployment by vendor code. */
export class VendorDirectory {
  private readonly adapters = new Map<string, VendorAdapter>();
  private fallback: ((vendorCode: string) => VendorAdapter | undefined) | undefined;

  add(adapter: VendorAdapter): void {
    this.adapters.set(adapter.vendorCode, adapter);
  }

  /** Adapters made on demand (the simulator plays any external vendor code). */
  setFallback(factory: (vendorCode: string) => VendorAdapter | undefined): void {
    this.fallback = factory;
  }

  adapterFor(vendorCode: string): VendorAdapter | undefined {
    const known = this.adapters.get(vendorCode);
    if (known) return known;
    const made = this.fallback?.(vendorCode);
    if (made) this.adapters.set(vendorCode, made);
    return made;
  }
}

/**
 * Each simulated vendor's secret, derived from the simulator's one shared secret (VENDOR_SIMULATOR_SECRET)
 * so the server and apps/vendor-sim agree per vendor without a table of secrets. The simulator computes
 * the same (apps/vendor-sim/src/protocol.ts).
 */
export function simulatedVendorSecret(sharedSecret: string, vendorCode: string): string {
  return createHmac('sha256', sharedSecret).update(`vendor:${vendorCode}`).digest('hex');
}
