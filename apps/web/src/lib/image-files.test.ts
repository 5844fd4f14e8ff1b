import { describe, expect, it } from 'vitest';
import { checkProofFiles, imageKindOf, proofLimits } from './image-files';

const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0, 0, 0]);
const gif = new TextEncoder().encode('GIF89a..');

describe('proof files', () => {
  it('reads the type from the bytes, not the name', () => {
    expect(imageKindOf(png)).toBe('png');
    expect(imageKindOf(jpeg)).toBe('jpeg');
    expect(imageKindOf(gif)).toBeNull();
    expect(imageKindOf(new TextEncoder().encode('hello'))).toBeNull();
  });

  it('accepts at most 3 images of at most 5 MB, and names each problem once', () => {
    const small = { size: 1000, head: png };
    expect(checkProofFiles(0, [small, small, small])).toEqual({ accepted: [0, 1, 2], problems: [] });
    expect(checkProofFiles(2, [small, small])).toEqual({ accepted: [0], problems: ['too_many_images'] });
    expect(
      checkProofFiles(0, [
        { size: proofLimits.maxBytes + 1, head: png },
        { size: 10, head: gif },
      ]),
    ).toEqual({
      accepted: [],
      problems: ['image_too_large', 'image_type_not_allowed'],
    });
    expect(checkProofFiles(0, [{ size: proofLimits.maxBytes, head: jpeg }]).accepted).toEqual([0]);
  });
});
