import type { ColumnType, Generated } from 'kysely';

export interface ProofImagesTable {
  id: Generated<string>;
  member_id: string;
  subject_type: string;
  subject_id: string;
  content_type: 'image/png' | 'image/jpeg';
  size_bytes: number;
  sha256: string;
  bytes: Buffer;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

export interface UploadsDatabase {
  proof_images: ProofImagesTable;
}
