import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface SettingsTable {
  key: string;
  value: unknown;
  updated_at: Timestamp;
  updated_by: ColumnType<string, string | undefined, string>;
}

export interface SettingsChangesTable {
  id: Generated<string>;
  key: string;
  old_value: unknown;
  new_value: unknown;
  changed_by: string;
  changed_at: Timestamp;
}

export interface SystemSeedsTable {
  name: string;
  applied_at: Timestamp;
}

export interface GameCategoriesTable {
  code: string;
  sort_order: number;
  enabled: ColumnType<boolean, boolean | undefined, boolean>;
}

export interface VendorsTable {
  code: string;
  display_name: string;
  logo_url: string | null;
  status: ColumnType<'active' | 'maintenance' | 'disabled', string | undefined, string>;
  wallet_mode: ColumnType<'seamless' | 'transfer', string | undefined, string>;
  sort_order: ColumnType<number, number | undefined, number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface VendorCategoriesTable {
  vendor_code: string;
  category_code: string;
  sort_order: ColumnType<number, number | undefined, number>;
}

export interface BannersTable {
  id: Generated<string>;
  group_name: string;
  image_url: string;
  titles: ColumnType<Record<string, string>, string | undefined, string>;
  linkage_type: 'route' | 'external' | null;
  linkage_target: string | null;
  sort_order: ColumnType<number, number | undefined, number>;
  enabled: ColumnType<boolean, boolean | undefined, boolean>;
  starts_at: Date | null;
  ends_at: Date | null;
}

export interface HelpSectionsTable {
  language: string;
  key: string;
  title: string;
  content_html: string;
  sort_order: ColumnType<number, number | undefined, number>;
  updated_at: Timestamp;
}

export interface Database {
  settings: SettingsTable;
  settings_changes: SettingsChangesTable;
  system_seeds: SystemSeedsTable;
  game_categories: GameCategoriesTable;
  vendors: VendorsTable;
  vendor_categories: VendorCategoriesTable;
  banners: BannersTable;
  help_sections: HelpSectionsTable;
}
