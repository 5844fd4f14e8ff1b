import type { Kysely } from 'kysely';
import type { Registry } from 'prom-client';
import type { registerAccounts } from '../../accounts.js';
import type { Database } from '../../db/schema.js';
import type { MemberEventBus } from '../../platform/events.js';
import type { registerPlatformMessages } from '../platform-messages/register-platform-messages.js';
import type { registerPromotions } from '../promotions/register-promotions.js';
import type { registerRewardCampaigns } from '../reward-campaigns/register-reward-campaigns.js';
import type { SettingsService } from '../settings/settings-service.js';
import type { registerVendors } from '../vendors/register-vendors.js';
import type { registerVendorWallets } from '../wallet/register-vendor-wallets.js';

/**
 * What the responsible-gaming and compliance parts (issue 20) are composed from: the modules they hook
 * into are reached through their services and hook registries, never their repositories.
 */
export type ComplianceDependencies = {
  db: Kysely<Database>;
  settings: SettingsService;
  events: MemberEventBus;
  secretKey: Buffer;
  /** The rules' clock (tests inject one); SQL takes its instant as a parameter, never now(). */
  now: () => Date;
  metricsRegistry: Registry | undefined;
  /** The GAMSTOP register's endpoint and key, from main.ts (GAMSTOP_URL and GAMSTOP_API_KEY) via buildApp; absent: the simulator. */
  gamstop?: { url: string; apiKey: string } | undefined;
  accounts: ReturnType<typeof registerAccounts>;
  vendors: ReturnType<typeof registerVendors>;
  vendorWallets: ReturnType<typeof registerVendorWallets>;
  promotions: ReturnType<typeof registerPromotions>;
  platformMessages: ReturnType<typeof registerPlatformMessages>;
  rewardCampaigns: ReturnType<typeof registerRewardCampaigns>;
};
