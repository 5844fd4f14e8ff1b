/** Tables of the vendor integration (kysely types); 0010_vendor_wallet.sql; modules/vendors owns this file. */
import type { ColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export type VendorTransactionAction = 'bet' | 'win' | 'refund' | 'end_round';
export type VendorTransactionState = 'applied' | 'refused' | 'rolled_back' | 'rolled_back_unknown';

export interface VendorSessionsTable {
  token_hash: string;
  member_id: string;
  vendor_code: string;
  game_code: string;
  category: string;
  language: string;
  created_at: Timestamp;
  expires_at: Date;
  /** The member session of the launch (0015): bets stop when it ends; null for older launches. */
  member_session_id: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface VendorTransactionsTable {
  vendor_code: string;
  transaction_id: string;
  action: VendorTransactionAction;
  member_id: string | null;
  round_id: string | null;
  external_round_id: string | null;
  /** bigint: read back as a decimal string. */
  amount_minor: string | null;
  request_hash: string;
  state: VendorTransactionState;
  response: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface VendorsDatabase {
  vendor_sessions: VendorSessionsTable;
  vendor_transactions: VendorTransactionsTable;
}
