import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageFanOutJobName } from '../../modules/platform-messages/register-platform-messages.js';
import {
  type AccountsHarness,
  call,
  createMember,
  loginToken,
  startAccountsHarness,
} from '../../testing/accounts-kit.js';
import { seedDemoMessages } from './demo-messages.js';

let harness: AccountsHarness;

beforeAll(async () => {
  harness = await startAccountsHarness();
}, 120_000);

afterAll(async () => {
  await harness?.close();
});

describe('demo messages seed', () => {
  it('seeds the welcome message once; the fan-out job delivers it to the members of the demo, not to later ones', async () => {
    const demoMember = await createMember(harness);
    const runs = await Promise.all(
      [seedDemoMessages(harness.database.db), seedDemoMessages(harness.database.db)].map((run) =>
        run.catch(() => false),
      ),
    );
    expect(runs.filter(Boolean)).toHaveLength(1);
    expect(await seedDemoMessages(harness.database.db)).toBe(false);
    const later = await createMember(harness);
    const job = harness.app.scheduledJobs.find((entry) => entry.name === messageFanOutJobName);
    await job?.run();

    const token = await loginToken(harness, demoMember);
    const count = await call(harness.app, 'GET', '/api/messages/unread-count', { token });
    expect(count.json()).toEqual({ count: 1 });
    const list = await call(harness.app, 'GET', '/api/messages', { token });
    expect(list.json()).toMatchObject({ total: 1, unreadCount: 1 });
    expect(list.json().items[0]).toMatchObject({ title: 'Welcome to the site', readAt: null });
    expect(list.json().items[0].preview).toMatch(/^Welcome! This is your message centre/);
    const laterToken = await loginToken(harness, later);
    expect(
      (await call(harness.app, 'GET', '/api/messages/unread-count', { token: laterToken })).json(),
    ).toEqual({
      count: 0,
    });
  });
});
