import { type GameCategoryCode, gameCategoryCodes } from '@gaming/contracts/catalogue';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { VendorPlacement } from './vendor-lanes.js';

const maximumPlacements = 2_000;
/** A brand carries a few dozen vendors; contracts/vendor-wallet bounds the reply at 100. */
const maximumTransferWalletVendors = 100;

export type TransferWalletVendor = {
  code: string;
  displayName: string;
  status: 'active' | 'maintenance' | 'disabled';
};

function isCategoryCode(code: string): code is GameCategoryCode {
  return (gameCategoryCodes as readonly string[]).includes(code);
}

export class GamesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async listEnabledCategoryCodes(): Promise<GameCategoryCode[]> {
    const rows = await this.db
      .selectFrom('game_categories')
      .select('code')
      .where('enabled', '=', true)
      .orderBy('sort_order')
      .limit(gameCategoryCodes.length)
      .execute();
    return rows.map((row) => row.code).filter(isCategoryCode);
  }

  async countTransferWalletVendors(): Promise<number> {
    const row = await this.db
      .selectFrom('vendors')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('wallet_mode', '=', 'transfer')
      .where('status', '!=', 'disabled')
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  /** Vendors that keep their own wallet (transfer mode), disabled ones included, in display order. */
  listTransferWalletVendors(): Promise<TransferWalletVendor[]> {
    return this.db
      .selectFrom('vendors')
      .select(['code', 'display_name as displayName', 'status'])
      .where('wallet_mode', '=', 'transfer')
      .orderBy('sort_order')
      .orderBy('code')
      .limit(maximumTransferWalletVendors)
      .execute();
  }

  /** Every visible vendor in every enabled category; disabled vendors are not shown at all. */
  async listVendorPlacements(): Promise<VendorPlacement[]> {
    const rows = await this.db
      .selectFrom('vendor_categories')
      .innerJoin('vendors', 'vendors.code', 'vendor_categories.vendor_code')
      .innerJoin('game_categories', 'game_categories.code', 'vendor_categories.category_code')
      .select([
        'vendors.code',
        'vendors.display_name',
        'vendors.logo_url',
        'vendors.status',
        'vendors.sort_order as vendor_sort_order',
        'vendor_categories.category_code',
        'vendor_categories.sort_order',
      ])
      .where('vendors.status', '!=', 'disabled')
      .where('game_categories.enabled', '=', true)
      .orderBy('vendor_categories.sort_order')
      .limit(maximumPlacements)
      .execute();
    return rows
      .filter((row) => isCategoryCode(row.category_code))
      .map((row) => ({
        vassalage: row.code,
        displayName: row.display_name,
        logoUrl: row.logo_url,
        maintenance: row.status === 'maintenance',
        category: row.category_code as GameCategoryCode,
        sortOrder: row.sort_order,
      }));
  }
}
