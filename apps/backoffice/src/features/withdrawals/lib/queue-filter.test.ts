import { describe, expect, it } from 'vitest';
import { parseQueueFilter, queueFilterParams } from './queue-filter';

describe('withdrawal queue filter', () => {
  it('keeps valid values and drops what the server would refuse', () => {
    const filter = parseQueueFilter(
      new URLSearchParams('status=claims&member=%20alice%20&from=2025-01-02&to=nope&page=3&pageSize=50'),
    );
    expect(filter).toEqual({
      status: 'claims',
      member: 'alice',
      from: '2025-01-02',
      to: '',
      page: 3,
      pageSize: 50,
    });
    expect(parseQueueFilter(new URLSearchParams('status=stolen')).status).toBe('');
  });

  it('round-trips through the address bar', () => {
    const filter = parseQueueFilter(new URLSearchParams('status=paid&member=bob&page=2&pageSize=20'));
    expect(parseQueueFilter(queueFilterParams(filter))).toEqual(filter);
  });
});
