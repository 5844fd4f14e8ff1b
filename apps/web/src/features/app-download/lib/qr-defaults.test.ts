import { describe, expect, it } from 'vitest';
import { qrInlineSize, qrLargeSize, qrLayout } from './qr-defaults';

describe('QR defaults (spec §9)', () => {
  it('draws 200 inline and 800 large with a 20 px margin and a logo a fifth of the size', () => {
    expect(qrLayout(qrInlineSize)).toEqual({ size: 200, codeSize: 160, margin: 20, logoSize: 40 });
    expect(qrLayout(qrLargeSize)).toEqual({ size: 800, codeSize: 760, margin: 20, logoSize: 160 });
  });
});
