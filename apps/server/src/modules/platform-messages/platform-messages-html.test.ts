import { describe, expect, it } from 'vitest';
import { messageBodyHtml, messagePreview } from './platform-messages-html.js';

describe('message bodies', () => {
  it('keeps the allowed tags and strips what runs', () => {
    const html = messageBodyHtml(
      '<p style="x" onclick="a()">Hi <b>you</b></p><script>alert(1)</script><img src="http://x/y.png" onerror="b()"><a href="javascript:c()">l</a><svg onload="d()"></svg>',
    );
    expect(html).toBe('<p>Hi <b>you</b></p><img alt="" /><a>l</a>');
  });

  it('treats text with a stray < as text, and keeps its lines', () => {
    expect(messageBodyHtml('1 < 2 and <two>\nnext line')).toBe('1 &lt; 2 and &lt;two&gt;<br />next line');
    expect(messageBodyHtml('<!-- x --><p>a</p>')).toBe('<p>a</p>');
  });

  it('previews the text, entities decoded, cut with an ellipsis', () => {
    expect(messagePreview('<p>Win &amp; <b>more</b></p><p>next</p>')).toBe('Win & more next');
    const long = messagePreview(`<p>${'x'.repeat(300)}</p>`);
    expect([...long]).toHaveLength(120);
    expect(long.endsWith('…')).toBe(true);
  });
});
