/** Spec §5/§9: an activity remark is at most 140 characters; images png or jpg, at most 5 MB each, at most 3. */
export const applicationLimits = { commentMax: 140, maxImages: 3, maxBytes: 5 * 1024 * 1024 } as const;

/** The same codes (and so the same spec §8 texts) as the server's upload errors. */
export type ImageProblem = 'too_many_images' | 'image_too_large' | 'image_type_not_allowed';

type FileLike = { name: string; type: string; size: number };

const allowedTypes = new Set(['image/png', 'image/jpeg']);
const allowedNames = /\.(png|jpe?g)$/i;

/** Characters as a member counts them (a surrogate pair or an emoji counts once). */
export function commentLength(comment: string): number {
  return [...comment].length;
}

export function commentTooLong(comment: string): boolean {
  return commentLength(comment) > applicationLimits.commentMax;
}

/**
 * The first problem of the images chosen so far (none is fine: images are optional), or null. The
 * browser's type is trusted only as far as it goes; the server checks the bytes again.
 */
export function checkApplicationImages(files: readonly FileLike[]): ImageProblem | null {
  if (files.length > applicationLimits.maxImages) return 'too_many_images';
  for (const file of files) {
    const typeOk = file.type !== '' ? allowedTypes.has(file.type) : allowedNames.test(file.name);
    if (!typeOk) return 'image_type_not_allowed';
  }
  if (files.some((file) => file.size > applicationLimits.maxBytes)) return 'image_too_large';
  return null;
}

/**
 * Adds newly picked files to those already chosen: the ones that fit are kept, and the first problem
 * of the rest is reported (the member sees why a file was left out).
 */
export function addImages<T extends FileLike>(
  chosen: readonly T[],
  picked: readonly T[],
): { files: T[]; problem: ImageProblem | null } {
  const files = [...chosen];
  let problem: ImageProblem | null = null;
  for (const file of picked) {
    const single = checkApplicationImages([file]);
    if (single) {
      problem ??= single;
      continue;
    }
    if (files.length >= applicationLimits.maxImages) {
      problem ??= 'too_many_images';
      continue;
    }
    files.push(file);
  }
  return { files, problem };
}
