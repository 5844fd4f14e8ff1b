import { sampleStreamUrl } from '@gaming/contracts/live-streams';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

const seedName = 'demo-live-streams';

/**
 * The demo's stream (issue 19): the sample HLS stream the server ships (a 9-second test pattern, a VOD
 * playlist that ends, not a looping live one), so the live streams page plays without internet. Seeded once.
 */
export async function seedDemoLiveStreams(db: Kysely<Database>): Promise<boolean> {
  return db.transaction().execute(async (transaction) => {
    const marker = await transaction
      .insertInto('system_seeds')
      .values({ name: seedName })
      .onConflict((conflict) => conflict.column('name').doNothing())
      .returning('name')
      .executeTakeFirst();
    if (!marker) return false;
    await transaction
      .insertInto('live_streams')
      .values({
        stream_url: sampleStreamUrl,
        titles: JSON.stringify({ EN: 'Sample stream (test pattern)', NE: 'नमुना प्रसारण (परीक्षण ढाँचा)' }),
        category: 'entertainment',
        cover_image_id: null,
        enabled: true,
        sort_order: 0,
        created_by: null,
      })
      .execute();
    return true;
  });
}
