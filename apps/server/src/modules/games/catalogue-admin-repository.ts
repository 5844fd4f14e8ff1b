import type { Kysely, Transaction } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { LaunchMode } from '../../db/schema-catalogue.js';

export type AdminVendorRow = {
  code: string;
  displayName: string;
  logoUrl: string | null;
  status: 'active' | 'maintenance' | 'disabled';
  walletMode: 'seamless' | 'transfer';
  sortOrder: number;
  categories: string[];
  gameCount: string;
  updatedAt: Date;
};

export type AdminGameRow = {
  id: string;
  vendorCode: string;
  code: string;
  categoryCode: string;
  classify: string | null;
  name: string;
  localizedNames: Record<string, string>;
  imagePath: string | null;
  isNew: boolean;
  isHot: boolean;
  sortOrder: number;
  enabled: boolean;
  maintenance: boolean;
  supportsTrial: boolean;
  launchMode: LaunchMode;
  updatedAt: Date;
};

export type VendorChange = Partial<{
  display_name: string;
  logo_url: string | null;
  status: string;
  wallet_mode: string;
  sort_order: number;
}>;

export type GameChange = Partial<{
  enabled: boolean;
  maintenance: boolean;
  is_hot: boolean;
  is_new: boolean;
  supports_trial: boolean;
  sort_order: number;
  image_path: string | null;
  launch_mode: LaunchMode;
}>;

const maximumVendors = 200;
type Executor = Kysely<Database> | Transaction<Database>;

/** The back office's view of vendors and games (every row, disabled ones included). */
export class CatalogueAdminRepository {
  constructor(private readonly db: Kysely<Database>) {}

  transaction<T>(work: (transaction: Transaction<Database>) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }

  private vendorQuery(executor: Executor) {
    return executor
      .selectFrom('vendors as v')
      .select([
        'v.code',
        'v.display_name as displayName',
        'v.logo_url as logoUrl',
        'v.status',
        'v.wallet_mode as walletMode',
        'v.sort_order as sortOrder',
        'v.updated_at as updatedAt',
        sql<
          string[]
        >`coalesce((select array_agg(vc.category_code order by vc.sort_order, vc.category_code) from vendor_categories as vc where vc.vendor_code = v.code), '{}')`.as(
          'categories',
        ),
        sql<string>`(select count(*) from games as g where g.vendor_code = v.code)`.as('gameCount'),
      ]);
  }

  listVendors(): Promise<AdminVendorRow[]> {
    return this.vendorQuery(this.db)
      .orderBy('v.sort_order')
      .orderBy('v.code')
      .limit(maximumVendors)
      .execute() as Promise<AdminVendorRow[]>;
  }

  /** The vendor row locked for an update, so two staff edits apply one after the other. */
  async lockVendor(transaction: Transaction<Database>, code: string): Promise<AdminVendorRow | undefined> {
    const locked = await transaction
      .selectFrom('vendors')
      .select('code')
      .where('code', '=', code)
      .forUpdate()
      .executeTakeFirst();
    if (!locked) return undefined;
    return (await this.vendorQuery(transaction).where('v.code', '=', code).executeTakeFirst()) as
      | AdminVendorRow
      | undefined;
  }

  async updateVendor(transaction: Transaction<Database>, code: string, change: VendorChange) {
    await transaction
      .updateTable('vendors')
      .set({ ...change, updated_at: sql`now()` })
      .where('code', '=', code)
      .execute();
    return (await this.vendorQuery(transaction)
      .where('v.code', '=', code)
      .executeTakeFirstOrThrow()) as AdminVendorRow;
  }

  private gameQuery(executor: Executor) {
    return executor
      .selectFrom('games as g')
      .select([
        'g.id',
        'g.vendor_code as vendorCode',
        'g.code',
        'g.category_code as categoryCode',
        'g.classify',
        'g.name',
        'g.localized_names as localizedNames',
        'g.image_path as imagePath',
        'g.is_new as isNew',
        'g.is_hot as isHot',
        'g.sort_order as sortOrder',
        'g.enabled',
        'g.maintenance',
        'g.supports_trial as supportsTrial',
        'g.launch_mode as launchMode',
        'g.updated_at as updatedAt',
      ]);
  }

  async listGames(filter: {
    vendor?: string | undefined;
    category?: string | undefined;
    search?: string | undefined;
    offset: number;
    limit: number;
  }): Promise<{ rows: AdminGameRow[]; total: number }> {
    let query = this.db.selectFrom('games as g');
    if (filter.vendor) query = query.where('g.vendor_code', '=', filter.vendor);
    if (filter.category) query = query.where('g.category_code', '=', filter.category);
    if (filter.search) {
      const pattern = `%${filter.search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
      query = query.where((eb) => eb.or([eb('g.name', 'ilike', pattern), eb('g.code', 'ilike', pattern)]));
    }
    const [rows, count] = await Promise.all([
      this.gameQuery(this.db)
        .where((eb) =>
          eb(
            'g.id',
            'in',
            query
              .select('g.id')
              .orderBy('g.vendor_code')
              .orderBy('g.sort_order')
              .orderBy('g.id')
              .offset(filter.offset)
              .limit(filter.limit),
          ),
        )
        .orderBy('g.vendor_code')
        .orderBy('g.sort_order')
        .orderBy('g.id')
        .execute(),
      query.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
    ]);
    return { rows: rows as AdminGameRow[], total: Number(count.total) };
  }

  async lockGame(transaction: Transaction<Database>, id: string): Promise<AdminGameRow | undefined> {
    return (await this.gameQuery(transaction).where('g.id', '=', id).forUpdate().executeTakeFirst()) as
      | AdminGameRow
      | undefined;
  }

  async updateGame(
    transaction: Transaction<Database>,
    id: string,
    change: GameChange,
  ): Promise<AdminGameRow> {
    await transaction
      .updateTable('games')
      .set({ ...change, updated_at: sql`now()` })
      .where('id', '=', id)
      .execute();
    return (await this.gameQuery(transaction)
      .where('g.id', '=', id)
      .executeTakeFirstOrThrow()) as AdminGameRow;
  }
}
