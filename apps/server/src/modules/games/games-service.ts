import type { VendorsResponse } from '@gaming/contracts/catalogue';
import type { SettingsService } from '../settings/settings-service.js';
import type { GamesRepository, TransferWalletVendor } from './games-repository.js';
import { buildVendorLanes } from './vendor-lanes.js';

/** Vendor lanes change rarely and are read on every page load: keep them for a few seconds. */
const vendorLanesTtlMs = 5_000;

export class GamesService {
  private cachedLanes: { value: VendorsResponse; expiresAt: number; settingsVersion: number } | undefined;

  constructor(
    private readonly repository: GamesRepository,
    private readonly settings: SettingsService,
  ) {}

  /** Single-wallet mode (spec §7 merchantWallet) unless some vendor keeps its own wallet. */
  async isSingleWallet(): Promise<boolean> {
    return (await this.repository.countTransferWalletVendors()) === 0;
  }

  /** Vendors with their own wallet (transfer mode), disabled ones included so money left in them stays visible. */
  transferWalletVendors(): Promise<TransferWalletVendor[]> {
    return this.repository.listTransferWalletVendors();
  }

  /** A staff edit of a vendor shows at once on this process (other processes within the few-second TTL). */
  invalidateVendorLanes(): void {
    this.cachedLanes = undefined;
  }

  async vendorLanes(): Promise<VendorsResponse> {
    const now = Date.now();
    const version = this.settings.changeCounter;
    if (
      this.cachedLanes &&
      this.cachedLanes.expiresAt > now &&
      this.cachedLanes.settingsVersion === version
    ) {
      return this.cachedLanes.value;
    }
    const [categories, placements] = await Promise.all([
      this.repository.listEnabledCategoryCodes(),
      this.repository.listVendorPlacements(),
    ]);
    const value = {
      lanes: buildVendorLanes(placements, categories, this.settings.get('catalogue.regrouping')),
    };
    this.cachedLanes = { value, expiresAt: now + vendorLanesTtlMs, settingsVersion: version };
    return value;
  }
}
