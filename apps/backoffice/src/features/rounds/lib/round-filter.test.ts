import { describe, expect, it } from 'vitest';
import { parseRoundFilter, roundFilterParams } from './round-filter';

describe('round lookup filter', () => {
  it('reads a shared address and writes it back the same', () => {
    const params = new URLSearchParams(
      'roundId=0F6B8B91-3B8E-548E-871A-0E17A0C21960&member=alice&vendor=pg&externalId=b-r1&status=cancelled&from=2025-03-01&to=2025-03-07&page=3&pageSize=50',
    );
    const filter = parseRoundFilter(params);
    expect(filter).toEqual({
      roundId: '0f6b8b91-3b8e-548e-871a-0e17a0c21960',
      member: 'alice',
      vendor: 'PG',
      externalId: 'b-r1',
      status: 'cancelled',
      from: '2025-03-01',
      to: '2025-03-07',
      page: 3,
      pageSize: 50,
    });
    expect(parseRoundFilter(roundFilterParams(filter))).toEqual(filter);
  });

  it('drops what the server would refuse', () => {
    const filter = parseRoundFilter(
      new URLSearchParams('roundId=12345&vendor=P%20G&status=won&from=yesterday&page=-2&pageSize=1000'),
    );
    expect(filter).toMatchObject({ roundId: '', vendor: '', status: '', from: '', page: 1, pageSize: 20 });
    expect(parseRoundFilter(new URLSearchParams(`member=${'a'.repeat(80)}`)).member).toHaveLength(64);
  });
});
