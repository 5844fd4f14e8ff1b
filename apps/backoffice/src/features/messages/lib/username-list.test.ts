import { describe, expect, it } from 'vitest';
import { parseUsernameList, usernameListLimit } from './username-list';

describe('pasted username lists', () => {
  it('reads lines, commas, semicolons, tabs and spaces, ignoring blanks', () => {
    expect(parseUsernameList('alice\nbob, carol;dave\tEve  frank\r\n\n').usernames).toEqual([
      'alice',
      'bob',
      'carol',
      'dave',
      'Eve',
      'frank',
    ]);
    expect(parseUsernameList('  \n , ; ').usernames).toEqual([]);
  });

  it('counts a username once whatever its case and names each repeat once', () => {
    const list = parseUsernameList('alice\nALICE\nbob\nAlice\nbob\ncarol');
    expect(list.usernames).toEqual(['alice', 'bob', 'carol']);
    expect(list.duplicates).toEqual(['ALICE', 'bob']);
  });

  it('sets aside entries that cannot be usernames', () => {
    const long = 'x'.repeat(65);
    const list = parseUsernameList(`ok\n${long}\n<script>\nok2\n<script>`);
    expect(list.usernames).toEqual(['ok', 'ok2']);
    expect(list.invalid).toEqual([long, '<script>']);
    expect(parseUsernameList('x'.repeat(64)).invalid).toEqual([]);
  });

  it(`allows ${usernameListLimit} distinct usernames and flags one more`, () => {
    const names = (count: number) => Array.from({ length: count }, (_, index) => `m${index}`).join('\n');
    expect(parseUsernameList(names(usernameListLimit)).overLimit).toBe(false);
    // Repeats do not count against the limit.
    expect(parseUsernameList(`${names(usernameListLimit)}\nm0\nM1`).overLimit).toBe(false);
    const over = parseUsernameList(names(usernameListLimit + 1));
    expect(over.overLimit).toBe(true);
    expect(over.usernames).toHaveLength(usernameListLimit + 1);
  });
});
