/** Spec §8 images (proofs, application images), checked before sending (the server checks the same and its codes are shown too). */
export const proofLimits = { maxBytes: 5 * 1024 * 1024, maxCount: 3 } as const;

export type ProofProblem = 'image_type_not_allowed' | 'image_too_large' | 'too_many_images';

const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const jpegSignature = [0xff, 0xd8, 0xff];

/** The type from the first bytes, as the server decides it: a renamed gif or text file is not an image. */
export function imageKindOf(head: Uint8Array): 'png' | 'jpeg' | null {
  if (pngSignature.every((byte, index) => head[index] === byte)) return 'png';
  if (jpegSignature.every((byte, index) => head[index] === byte)) return 'jpeg';
  return null;
}

export type ProofCandidate = { size: number; head: Uint8Array };

/**
 * Which of the chosen files may join the ones already picked: the first problem per file, and the
 * count limit over all of them.
 */
export function checkProofFiles(
  alreadyPicked: number,
  candidates: readonly ProofCandidate[],
): { accepted: number[]; problems: ProofProblem[] } {
  const accepted: number[] = [];
  const problems: ProofProblem[] = [];
  candidates.forEach((candidate, index) => {
    if (!imageKindOf(candidate.head)) problems.push('image_type_not_allowed');
    else if (candidate.size > proofLimits.maxBytes) problems.push('image_too_large');
    else if (alreadyPicked + accepted.length >= proofLimits.maxCount) problems.push('too_many_images');
    else accepted.push(index);
  });
  return { accepted, problems: [...new Set(problems)] };
}

export async function readHead(file: Blob): Promise<Uint8Array> {
  return new Uint8Array(await file.slice(0, 8).arrayBuffer());
}
