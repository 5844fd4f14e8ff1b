/** Tables of the points mall (kysely types); 0036_points_mall.sql; modules/points-mall owns this file. */
import type { MallItemKind, MallItemStatus, RedeemKind, RedeemStatus } from '@gaming/contracts/points-mall';
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** bigint columns read back as decimal strings. */
type Whole = ColumnType<string, string | bigint, string | bigint>;
type NullableWhole = ColumnType<string | null, string | bigint | null | undefined, string | bigint | null>;
/** jsonb: written as JSON text, read back parsed. */
type Json = ColumnType<unknown, string, string>;
type NullableJson = ColumnType<unknown, string | null | undefined, string | null>;
/** numeric: read back as a decimal string. */
type NullableNumeric = ColumnType<string | null, string | number | null | undefined, string | number | null>;

export type RedeemStep = 'spend' | 'pay' | 'refund';

export interface PointsMallImageFilesTable {
  id: Generated<string>;
  content_type: 'image/png' | 'image/jpeg';
  size_bytes: number;
  sha256: string;
  bytes: Buffer;
  uploaded_by: string | null;
  created_at: Timestamp;
}

export interface PointsMallItemsTable {
  id: string;
  kind: MallItemKind;
  category: string | null;
  title: Json;
  description: Json;
  points_price: Whole;
  amount_minor: NullableWhole;
  wagering_multiple: NullableNumeric;
  wagering_days: number | null;
  max_quantity_per_redeem: number;
  member_limit_quantity: number | null;
  member_limit_period: 'lifetime' | 'day' | null;
  stock: NullableWhole;
  redeemed_quantity: ColumnType<string, string | bigint | undefined, string | bigint>;
  image_ids: ColumnType<unknown, string | undefined, string>;
  status: ColumnType<MallItemStatus, MallItemStatus | undefined, MallItemStatus>;
  sort_order: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface PointsMallRedeemsTable {
  id: string;
  member_id: string;
  kind: RedeemKind;
  item_id: string | null;
  title: NullableJson;
  quantity: number;
  points: Whole;
  amount_minor: NullableWhole;
  ratio: number | null;
  units: number | null;
  wagering_multiple: NullableNumeric;
  wagering_days: number | null;
  request_hash: string;
  status: RedeemStatus;
  pending_step: RedeemStep | null;
  member_remark: string | null;
  remark: string | null;
  bonus_id: string | null;
  decided_by: string | null;
  decided_by_name: string | null;
  decided_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface PointsMallDatabase {
  points_mall_image_files: PointsMallImageFilesTable;
  points_mall_items: PointsMallItemsTable;
  points_mall_redeems: PointsMallRedeemsTable;
}
