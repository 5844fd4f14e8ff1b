import { describe, expect, it } from 'vitest';
import { checkProofFiles, proofCandidatesOf, proofLimits } from './proof-files';

const pngHead = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const jpegHead = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0, 0, 0]);
const gifHead = new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0, 0]);
const png = { size: 1000, head: pngHead };

describe('proof image checks', () => {
  it('asks for at least one and at most three images', () => {
    expect(checkProofFiles([])).toBe('proof_required');
    expect(checkProofFiles([png, png, png])).toBeNull();
    expect(checkProofFiles([png, png, png, png])).toBe('too_many_images');
  });

  it('accepts png and jpg only (by their bytes), each at most 5 MB', () => {
    expect(checkProofFiles([{ size: 10, head: jpegHead }])).toBeNull();
    expect(checkProofFiles([{ size: 10, head: gifHead }])).toBe('image_type_not_allowed');
    expect(checkProofFiles([{ size: 10, head: new TextEncoder().encode('%PDF-1.7') }])).toBe(
      'image_type_not_allowed',
    );
    expect(checkProofFiles([{ ...png, size: proofLimits.maxBytes }])).toBeNull();
    expect(checkProofFiles([{ ...png, size: proofLimits.maxBytes + 1 }])).toBe('image_too_large');
  });

  it('reads a renamed file by its bytes, not its name or type', async () => {
    const renamed = new File([gifHead], 'slip.png', { type: 'image/png' });
    const real = new File([pngHead], 'slip.dat', { type: '' });
    expect(checkProofFiles(await proofCandidatesOf([renamed]))).toBe('image_type_not_allowed');
    expect(checkProofFiles(await proofCandidatesOf([real]))).toBeNull();
  });
});
