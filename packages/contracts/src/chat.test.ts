import { describe, expect, it } from 'vitest';
import { chatTextLength, normaliseChatText } from './chat.js';

describe('chat text', () => {
  it('keeps HTML and links as literal text, trims and collapses spaces', () => {
    expect(normaliseChatText('  <script>alert(1)</script>   see https://x.example  ')).toBe(
      '<script>alert(1)</script> see https://x.example',
    );
  });

  it('turns line breaks into spaces and drops control, bidi and zero-width characters', () => {
    expect(normaliseChatText('a\r\nb\tc')).toBe('a b c');
    expect(normaliseChatText('ab\u202ecd\u200b\u0007e\ufeff')).toBe('abcde');
    expect(normaliseChatText('\u200b \u2066')).toBe('');
  });

  it('counts code points, so an emoji is one', () => {
    expect(chatTextLength('😀😀')).toBe(2);
    expect(chatTextLength(normaliseChatText('e\u0301'))).toBe(1);
  });
});
