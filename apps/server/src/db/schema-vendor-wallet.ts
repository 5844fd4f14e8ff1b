/** Transfer-wallet moves (kysely types); 0011_vendor_wallet_transfers.sql; modules/wallet owns this file. */
import type { ColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export type VendorWalletTransferState = 'started' | 'sent' | 'completed' | 'failed';

export interface VendorWalletTransfersTable {
  id: string;
  member_id: string;
  vendor_code: string;
  request_key: string;
  direction: 'in' | 'out';
  /** bigint columns read back as decimal strings. */
  amount_minor: ColumnType<string, string, string>;
  currency: string;
  state: VendorWalletTransferState;
  failure_code: string | null;
  vendor_reference: string | null;
  vendor_balance_minor: ColumnType<string | null, string | null | undefined, string | null>;
  result_minor: ColumnType<string | null, string | null | undefined, string | null>;
  main_balance_minor: ColumnType<string | null, string | null | undefined, string | null>;
  attempts: ColumnType<number, number | undefined, number>;
  last_error: string | null;
  next_check_at: Timestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface VendorWalletDatabase {
  vendor_wallet_transfers: VendorWalletTransfersTable;
}
