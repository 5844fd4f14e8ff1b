import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export type DepositChannelType = 'manual_bank' | 'gateway';
export type DepositStatus = 'pending' | 'crediting' | 'credited' | 'rejected' | 'failed';

export interface DepositChannelsTable {
  id: Generated<string>;
  type: DepositChannelType;
  name: string;
  localized_names: ColumnType<Record<string, string>, string | undefined, string>;
  enabled: ColumnType<boolean, boolean | undefined, boolean>;
  sort_order: ColumnType<number, number | undefined, number>;
  min_amount_minor: ColumnType<string, string, string>;
  max_amount_minor: ColumnType<string, string, string>;
  fee_basis_points: ColumnType<number, number | undefined, number>;
  fee_fixed_minor: ColumnType<string, string | undefined, string>;
  bank_name: string | null;
  bank_account_name: string | null;
  bank_account_number: string | null;
  bank_instructions: string | null;
  gateway_base_url: string | null;
  gateway_merchant_id: string | null;
  gateway_secret_sealed: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface DepositsTable {
  id: Generated<string>;
  /** The number a member quotes (0020_member_record.sql); bigint, so a string. */
  order_number: Generated<string>;
  member_id: string;
  member_username: string;
  channel_id: string;
  request_id: string;
  type: DepositChannelType;
  status: DepositStatus;
  amount_minor: string;
  fee_minor: string;
  currency: string;
  member_note: string | null;
  gateway_payment_id: string | null;
  pay_url: string | null;
  decided_by: string | null;
  decided_by_name: string | null;
  decided_at: Date | null;
  reason: string | null;
  credited_at: Date | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Tables of the deposits module (kysely types); the module owns this file. */
export interface DepositsDatabase {
  deposit_channels: DepositChannelsTable;
  deposits: DepositsTable;
}
