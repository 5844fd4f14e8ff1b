import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../platform/errors.js';
import type { ProofImage } from './proof-upload.js';
import type { ProofSubject, UploadsRepository } from './uploads-repository.js';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Proof images: stored with the business object they prove, shown to their member and to staff. */
export class UploadsService {
  constructor(private readonly repository: UploadsRepository) {}

  /** Saves images inside the caller's transaction, so the images and the object they prove commit together. */
  save(
    executor: Kysely<Database> | Transaction<Database>,
    memberId: string,
    subject: ProofSubject,
    images: readonly ProofImage[],
  ): Promise<string[]> {
    return this.repository.insert(executor, memberId, subject, images);
  }

  idsOf(subject: ProofSubject): Promise<string[]> {
    return this.repository.idsOf(subject);
  }

  /** An image for its own member (memberId given) or for staff (memberId undefined). */
  async read(id: string, memberId: string | undefined) {
    const image = uuidPattern.test(id) ? await this.repository.find(id) : undefined;
    // Someone else's image is "not found", never "forbidden": its existence is not revealed.
    if (!image || (memberId !== undefined && image.member_id !== memberId)) throw new AppError('not_found');
    return { contentType: image.content_type, bytes: image.bytes, sha256: image.sha256 };
  }
}
