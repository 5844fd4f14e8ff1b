import type { Kysely } from 'kysely';
import { messageBodyHtml, messagePreview } from '../../modules/platform-messages/platform-messages-html.js';
import type { Database } from '../schema.js';

const seedName = 'demo-messages-v1';

const welcome = {
  title: 'Welcome to the site',
  body:
    '<p>Welcome! This is your message centre: news from the team, answers to your feedback and offers ' +
    'reach you here, and the red badge tells you when something new arrives.</p>' +
    '<p>Questions? Use <b>Feedback</b> at the foot of any page.</p>',
};

/**
 * The demo's welcome message (issue 18): one platform message to every member registered when the demo is
 * seeded (the demo's accounts), delivered by the fan-out job like any broadcast (status sending: its first
 * run picks it up). Members who register later do not get it, so a new account's inbox starts empty. Seeded
 * once (its own marker).
 */
export async function seedDemoMessages(db: Kysely<Database>): Promise<boolean> {
  return db.transaction().execute(async (transaction) => {
    const marker = await transaction
      .insertInto('system_seeds')
      .values({ name: seedName })
      .onConflict((conflict) => conflict.column('name').doNothing())
      .returning('name')
      .executeTakeFirst();
    if (!marker) return false;
    const bodyHtml = messageBodyHtml(welcome.body);
    const now = new Date();
    await transaction
      .insertInto('platform_messages')
      .values({
        kind: 'staff',
        title: welcome.title,
        body_html: bodyHtml,
        preview: messagePreview(bodyHtml),
        audience_kind: 'segment',
        audience: JSON.stringify({ segment: { kind: 'everyone' } }),
        reaches_later_members: false,
        status: 'sending',
        send_at: now,
        sent_at: now,
        source: null,
        source_id: null,
        created_by_staff_id: null,
      })
      .execute();
    return true;
  });
}
