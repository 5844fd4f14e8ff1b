import { proofLimits } from '../../../lib/image-files';

/**
 * Spec §5/§9: an activity remark is at most 140 characters; its images follow the spec §8 rules of every
 * member upload (png or jpg, at most 5 MB each, at most 3: lib/image-files.ts, checked by the picker).
 */
export const applicationLimits = { commentMax: 140, maxImages: proofLimits.maxCount } as const;

/** Characters as a member counts them (a surrogate pair or an emoji counts once). */
export function commentLength(comment: string): number {
  return [...comment].length;
}

export function commentTooLong(comment: string): boolean {
  return commentLength(comment) > applicationLimits.commentMax;
}
