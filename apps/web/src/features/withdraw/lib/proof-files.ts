import {
  checkProofFiles as checkImages,
  type ProofProblem as ImageProblem,
  type ProofCandidate,
  proofLimits,
  readHead,
} from '../../../lib/image-files';

/** Spec §8/§9: png or jpg by the file's bytes, at most 5 MB each, at most 3 (lib/image-files.ts); the server checks again. */
export { proofLimits };

export type ProofProblem = 'proof_required' | ImageProblem;

/** The first problem of a "not received" proof selection (the same codes and texts as the server's errors), or null. */
export function checkProofFiles(files: readonly ProofCandidate[]): ProofProblem | null {
  if (files.length === 0) return 'proof_required';
  if (files.length > proofLimits.maxCount) return 'too_many_images';
  return checkImages(0, files).problems[0] ?? null;
}

/** The size and first bytes of each chosen file, what the checks read. */
export function proofCandidatesOf(files: readonly Blob[]): Promise<ProofCandidate[]> {
  return Promise.all(files.map(async (file) => ({ size: file.size, head: await readHead(file) })));
}
