import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { ProofImage } from './proof-upload.js';

export type ProofSubject = { type: string; id: string };

export class UploadsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(
    executor: Kysely<Database> | Transaction<Database>,
    memberId: string,
    subject: ProofSubject,
    images: readonly ProofImage[],
  ): Promise<string[]> {
    if (images.length === 0) return [];
    const rows = await executor
      .insertInto('proof_images')
      .values(
        images.map((image) => ({
          member_id: memberId,
          subject_type: subject.type,
          subject_id: subject.id,
          content_type: image.contentType,
          size_bytes: image.bytes.length,
          sha256: image.sha256,
          bytes: image.bytes,
        })),
      )
      .returning('id')
      .execute();
    return rows.map((row) => row.id);
  }

  find(id: string) {
    return this.db.selectFrom('proof_images').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** Ids only (never the bytes) of a subject's images, oldest first; a subject has at most a few. */
  async idsOf(subject: ProofSubject, limit = 10): Promise<string[]> {
    const rows = await this.db
      .selectFrom('proof_images')
      .select('id')
      .where('subject_type', '=', subject.type)
      .where('subject_id', '=', subject.id)
      .orderBy('created_at')
      .limit(limit)
      .execute();
    return rows.map((row) => row.id);
  }
}
