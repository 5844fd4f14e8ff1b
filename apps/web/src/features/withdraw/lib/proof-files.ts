/** Spec §8/§9: png or jpg, at most 5 MB each, at most 3. The server checks again by the bytes. */
export const proofLimits = { maxBytes: 5 * 1024 * 1024, maxCount: 3 } as const;

export type ProofProblem =
  | 'proof_required'
  | 'too_many_images'
  | 'image_too_large'
  | 'image_type_not_allowed';

type FileLike = { name: string; type: string; size: number };

const allowedTypes = new Set(['image/png', 'image/jpeg']);
const allowedExtensions = /\.(png|jpe?g)$/i;

/** The first problem of a selection (the same codes and texts as the server's errors), or null. */
export function checkProofFiles(files: readonly FileLike[]): ProofProblem | null {
  if (files.length === 0) return 'proof_required';
  if (files.length > proofLimits.maxCount) return 'too_many_images';
  for (const file of files) {
    const typeKnown = file.type !== '' ? allowedTypes.has(file.type) : allowedExtensions.test(file.name);
    if (!typeKnown) return 'image_type_not_allowed';
  }
  if (files.some((file) => file.size > proofLimits.maxBytes)) return 'image_too_large';
  return null;
}
