import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string, never>;

export type KycDocumentStatus = 'submitted' | 'verified' | 'rejected';
export type MemberKycStatus = 'none' | 'submitted' | 'verified' | 'rejected';

/** Identity documents (0051_kyc.sql); the bytes stay in the row, read only by the file routes. */
export interface KycDocumentsTable {
  id: Generated<string>;
  member_id: string;
  document_type: 'passport' | 'national_id' | 'driving_licence' | 'proof_of_address' | 'other';
  content_type: 'image/png' | 'image/jpeg' | 'application/pdf';
  size_bytes: number;
  sha256: string;
  bytes: Buffer;
  status: ColumnType<KycDocumentStatus, KycDocumentStatus | undefined, KycDocumentStatus>;
  reviewed_by: string | null;
  reviewed_by_name: string | null;
  reviewed_at: Date | null;
  rejection_reason: string | null;
  created_at: CreatedAt;
}

export interface MemberKycTable {
  member_id: string;
  status: MemberKycStatus;
  verified_at: Date | null;
  verified_by_name: string | null;
  /** A date column: read as a Date by node-postgres (UTC midnight of that day). */
  verified_birth_date: ColumnType<Date | string | null, string | null, string | null>;
  verified_full_name: string | null;
  updated_at: ColumnType<Date, Date, Date>;
}

export type AmlFlagStatus = 'open' | 'cleared' | 'escalated';

export interface AmlFlagsTable {
  id: Generated<string>;
  member_id: string;
  rule_id: string;
  rule_kind: string;
  subject_type: 'deposit' | 'withdrawal';
  subject_id: string;
  amount_minor: string;
  window_total_minor: string | null;
  status: ColumnType<AmlFlagStatus, AmlFlagStatus | undefined, AmlFlagStatus>;
  decided_by_name: string | null;
  decided_at: Date | null;
  note: string | null;
  created_at: CreatedAt;
}

export interface WithdrawalHoldsTable {
  withdrawal_id: string;
  aml_flag_id: string;
  reason: string;
  held_at: Date;
  released_at: Date | null;
  released_by_name: string | null;
  release_note: string | null;
}

export interface AmlScanWatermarkTable {
  singleton: ColumnType<boolean, boolean | undefined, boolean>;
  credited_at: Date;
  deposit_id: string;
}

/** Issue 20 tables of modules/compliance (migrations 0051 and 0052). */
export interface ComplianceDatabase {
  kyc_documents: KycDocumentsTable;
  member_kyc: MemberKycTable;
  aml_flags: AmlFlagsTable;
  withdrawal_holds: WithdrawalHoldsTable;
  aml_scan_watermark: AmlScanWatermarkTable;
}
