import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** Staff-uploaded content images (news covers, banners; 0042_news.sql): append-only rows with their bytes. */
export class ContentImagesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(
    image: { contentType: 'image/png' | 'image/jpeg'; bytes: Buffer; sha256: string },
    staffId: string,
  ): Promise<string> {
    const row = await this.db
      .insertInto('content_image_files')
      .values({
        content_type: image.contentType,
        size_bytes: image.bytes.length,
        sha256: image.sha256,
        bytes: image.bytes,
        uploaded_by: staffId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  find(id: string) {
    return this.db
      .selectFrom('content_image_files')
      .select(['content_type', 'bytes', 'sha256'])
      .where('id', '=', id)
      .executeTakeFirst();
  }

  async exists(id: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('content_image_files')
      .select('id')
      .where('id', '=', id)
      .executeTakeFirst();
    return row !== undefined;
  }
}
