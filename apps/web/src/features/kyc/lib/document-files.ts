import { kycDocumentMaxBytes } from '@gaming/contracts/kyc';
import { imageKindOf } from '../../../lib/image-files';

/** At most two files per upload (a card's front and back), each within 5 MB, as the server allows. */
export const documentLimits = { maxBytes: kycDocumentMaxBytes, maxCount: 2 } as const;

export type DocumentProblem = 'document_type_not_allowed' | 'document_too_large' | 'too_many_images';

const pdfHeader = '%PDF-';
const pdfTrailer = '%%EOF';
const pdfTrailerWindowBytes = 1024;

function ascii(bytes: Uint8Array): string {
  return String.fromCharCode(...bytes);
}

/** The kind from the bytes, as the server decides it: PNG, JPEG, or a PDF with %%EOF in its last 1 KB. */
export function documentKindOf(head: Uint8Array, tail: Uint8Array): 'png' | 'jpeg' | 'pdf' | null {
  const image = imageKindOf(head);
  if (image) return image;
  if (ascii(head.subarray(0, pdfHeader.length)) !== pdfHeader) return null;
  return ascii(tail).includes(pdfTrailer) ? 'pdf' : null;
}

export type DocumentCandidate = { size: number; head: Uint8Array; tail: Uint8Array };

/** The first problem of a file, or null when it may be sent. */
export function documentProblemOf(candidate: DocumentCandidate): DocumentProblem | null {
  if (candidate.size > documentLimits.maxBytes) return 'document_too_large';
  if (!documentKindOf(candidate.head, candidate.tail)) return 'document_type_not_allowed';
  return null;
}

export async function readCandidate(file: Blob): Promise<DocumentCandidate> {
  const [head, tail] = await Promise.all([
    file.slice(0, 8).arrayBuffer(),
    file.slice(Math.max(0, file.size - pdfTrailerWindowBytes)).arrayBuffer(),
  ]);
  return { size: file.size, head: new Uint8Array(head), tail: new Uint8Array(tail) };
}
