import { describe, expect, it } from 'vitest';
import {
  addImages,
  applicationLimits,
  checkApplicationImages,
  commentLength,
  commentTooLong,
} from './application-checks';

const png = { name: 'a.png', type: 'image/png', size: 1000 };
const jpg = { name: 'b.JPG', type: '', size: 1000 };

describe('activity application checks (spec §5)', () => {
  it('counts characters as a member sees them and allows 140', () => {
    expect(commentLength('😀é')).toBe(2);
    expect(commentTooLong('x'.repeat(140))).toBe(false);
    expect(commentTooLong('x'.repeat(141))).toBe(true);
    expect(commentTooLong('😀'.repeat(140))).toBe(false);
  });

  it('accepts no image, and up to three png or jpg of at most 5 MB', () => {
    expect(checkApplicationImages([])).toBeNull();
    expect(checkApplicationImages([png, jpg, png])).toBeNull();
    expect(checkApplicationImages([png, png, png, png])).toBe('too_many_images');
    expect(checkApplicationImages([{ ...png, size: applicationLimits.maxBytes }])).toBeNull();
    expect(checkApplicationImages([{ ...png, size: applicationLimits.maxBytes + 1 }])).toBe(
      'image_too_large',
    );
    expect(checkApplicationImages([{ name: 'a.gif', type: 'image/gif', size: 1 }])).toBe(
      'image_type_not_allowed',
    );
    expect(checkApplicationImages([{ name: 'a.webp', type: '', size: 1 }])).toBe('image_type_not_allowed');
    // A png name does not make a pdf an image.
    expect(checkApplicationImages([{ name: 'a.png', type: 'application/pdf', size: 1 }])).toBe(
      'image_type_not_allowed',
    );
  });

  it('keeps the files that fit and says why the others were left out', () => {
    const big = { ...png, name: 'big.png', size: applicationLimits.maxBytes + 1 };
    expect(addImages([png], [big, jpg])).toEqual({ files: [png, jpg], problem: 'image_too_large' });
    expect(addImages([png, png], [jpg, jpg])).toEqual({ files: [png, png, jpg], problem: 'too_many_images' });
    expect(addImages([], [{ name: 'x.gif', type: 'image/gif', size: 1 }])).toEqual({
      files: [],
      problem: 'image_type_not_allowed',
    });
  });
});
