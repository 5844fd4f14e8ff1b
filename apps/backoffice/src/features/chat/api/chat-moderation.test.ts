import { describe, expect, it } from 'vitest';
import { chatMessagePagesMax, nextMessagePage } from './chat-moderation';

describe('nextMessagePage', () => {
  const page = (nextBefore: string | null) => ({ messages: [], nextBefore });

  it('follows the server to the next older page, up to the page bound', () => {
    expect(nextMessagePage(page('41'), [page('41')])).toBe('41');
    expect(nextMessagePage(page(null), [page(null)])).toBeUndefined();
    const full = Array.from({ length: chatMessagePagesMax }, () => page('7'));
    expect(nextMessagePage(page('7'), full)).toBeUndefined();
    expect(nextMessagePage(page('7'), full.slice(1))).toBe('7');
  });
});
