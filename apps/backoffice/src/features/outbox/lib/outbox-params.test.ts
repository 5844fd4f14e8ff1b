import { describe, expect, it } from 'vitest';
import { outboxFilterParams, parseOutboxFilter } from './outbox-params';

describe('outbox filter in the URL', () => {
  it('reads channel and recipient, ignoring unknown channels', () => {
    expect(parseOutboxFilter(new URLSearchParams('channel=sms&recipient=+97798&page=2'))).toEqual({
      channel: 'sms',
      recipient: '97798',
      page: 2,
      pageSize: 20,
    });
    expect(parseOutboxFilter(new URLSearchParams('channel=fax')).channel).toBeNull();
  });

  it('round-trips', () => {
    const filter = { channel: 'email' as const, recipient: 'a+b@example.com', page: 3, pageSize: 50 };
    expect(parseOutboxFilter(outboxFilterParams(filter))).toEqual(filter);
    expect(outboxFilterParams({ channel: null, recipient: '', page: 1, pageSize: 20 }).toString()).toBe('');
  });
});
