/** Tables of promotions (kysely types); 0031_promotions.sql; modules/promotions owns this file. */
import type {
  PromotionApplicationStatus,
  PromotionFilterType,
  PromotionKind,
  PromotionParticipation,
  PromotionStatus,
} from '@gaming/contracts/promotions';
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** bigint columns read back as decimal strings. */
type Minor = ColumnType<string, string | bigint, string | bigint>;
type NullableMinor = ColumnType<string | null, string | bigint | null | undefined, string | bigint | null>;
/** jsonb: written as JSON text, read back parsed. */
type Json = ColumnType<unknown, string, string>;

export interface PromotionsTable {
  id: Generated<string>;
  status: ColumnType<PromotionStatus, PromotionStatus | undefined, PromotionStatus>;
  title: Json;
  content: Json;
  images: ColumnType<unknown, string | undefined, string>;
  filter_type: PromotionFilterType;
  tags: ColumnType<string[], string[] | undefined, string[]>;
  starts_at: Timestamp;
  ends_at: Timestamp;
  audience: Json;
  participation: PromotionParticipation;
  kind: ColumnType<PromotionKind, PromotionKind | undefined, PromotionKind>;
  reward: Json;
  eligibility: Json;
  wagering: ColumnType<unknown, string | null, string | null>;
  claim_days: number;
  per_device: ColumnType<boolean, boolean | undefined, boolean>;
  per_ip: ColumnType<boolean, boolean | undefined, boolean>;
  max_claims: number | null;
  budget_minor: NullableMinor;
  claims_count: ColumnType<number, number | undefined, number>;
  spent_minor: ColumnType<string, string | bigint | undefined, string | bigint>;
  created_by: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  published_at: NullableTimestamp;
}

export interface PromotionImageFilesTable {
  id: Generated<string>;
  content_type: 'image/png' | 'image/jpeg';
  size_bytes: number;
  sha256: string;
  bytes: Buffer;
  uploaded_by: string | null;
  created_at: Timestamp;
}

export type PromotionParticipationStatus = 'joined' | 'granting' | 'granted';
export type PromotionParticipationVia = 'join' | 'claim' | 'automatic' | 'application' | 'referral';

export interface PromotionParticipationsTable {
  id: Generated<string>;
  promotion_id: string;
  member_id: string;
  status: PromotionParticipationStatus;
  amount_minor: NullableMinor;
  deposit_base_minor: NullableMinor;
  bonus_id: string | null;
  device_key: string | null;
  ip_key: string | null;
  via: PromotionParticipationVia;
  joined_at: Timestamp;
  granted_at: NullableTimestamp;
  updated_at: Timestamp;
}

export interface PromotionApplicationsTable {
  id: Generated<string>;
  promotion_id: string;
  member_id: string;
  status: ColumnType<
    PromotionApplicationStatus,
    PromotionApplicationStatus | undefined,
    PromotionApplicationStatus
  >;
  comment: ColumnType<string, string | undefined, string>;
  reject_reason: string | null;
  amount_minor: NullableMinor;
  decided_by: string | null;
  decided_by_name: string | null;
  decided_at: NullableTimestamp;
  created_at: Timestamp;
}

export interface PromotionsDatabase {
  promotions: PromotionsTable;
  promotion_image_files: PromotionImageFilesTable;
  promotion_participations: PromotionParticipationsTable;
  promotion_applications: PromotionApplicationsTable;
}

export type { Minor };
