import { describe, expect, it } from 'vitest';
import { checkProofFiles, proofLimits } from './proof-files';

const png = { name: 'slip.png', type: 'image/png', size: 1000 };

describe('proof image checks', () => {
  it('asks for at least one and at most three images', () => {
    expect(checkProofFiles([])).toBe('proof_required');
    expect(checkProofFiles([png, png, png])).toBeNull();
    expect(checkProofFiles([png, png, png, png])).toBe('too_many_images');
  });

  it('accepts png and jpg only, each at most 5 MB', () => {
    expect(checkProofFiles([{ name: 'a.jpg', type: 'image/jpeg', size: 10 }])).toBeNull();
    expect(checkProofFiles([{ name: 'a.gif', type: 'image/gif', size: 10 }])).toBe('image_type_not_allowed');
    expect(checkProofFiles([{ name: 'a.pdf', type: '', size: 10 }])).toBe('image_type_not_allowed');
    expect(checkProofFiles([{ ...png, size: proofLimits.maxBytes }])).toBeNull();
    expect(checkProofFiles([{ ...png, size: proofLimits.maxBytes + 1 }])).toBe('image_too_large');
  });
});
