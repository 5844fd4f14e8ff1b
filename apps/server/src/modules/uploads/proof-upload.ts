import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors.js';

/** Spec §8: png or jpg, at most 5 MB each, at most 3. */
export const proofImageLimits = { maxBytes: 5 * 1024 * 1024, maxCount: 3 } as const;
const maxFieldBytes = 2048;
const maxFields = 20;

export type ProofImage = { contentType: 'image/png' | 'image/jpeg'; bytes: Buffer; sha256: string };
export type ProofUpload = { fields: Record<string, string>; images: ProofImage[] };

const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const jpegSignature = Buffer.from([0xff, 0xd8, 0xff]);

/** The type is read from the bytes, never from the file name or the client's content type. */
export function imageTypeOf(bytes: Buffer): ProofImage['contentType'] | undefined {
  if (bytes.subarray(0, pngSignature.length).equals(pngSignature)) return 'image/png';
  if (bytes.subarray(0, jpegSignature.length).equals(jpegSignature)) return 'image/jpeg';
  return undefined;
}

/** @fastify/multipart's errors that are a fault of this server's use of it, not of the client's form. */
const multipartServerFaults = new Set(['FST_FILE_BUFFER_NOT_FOUND', 'FST_NO_FORM_DATA']);

function mapMultipartError(error: unknown): never {
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('image_too_large');
  if (code === 'FST_FILES_LIMIT') throw new AppError('too_many_images');
  if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_PROTO_VIOLATION')
    throw new AppError('bad_request', 'The form has too many or invalid fields.');
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
    throw new AppError('unsupported_media_type', 'Send the form as multipart/form-data.');
  // Our own faults, and a client that hung up (platform/errors.ts logs that at info), go on as they are.
  if (code !== undefined && (multipartServerFaults.has(code) || code === 'ECONNRESET')) throw error;
  // Everything else came from parsing the client's bytes: busboy's errors carry no code ("Boundary not
  // found", "Unexpected end of form", a malformed part header), and a cut-off body is the client's too.
  throw new AppError('bad_request', 'The form is not valid multipart/form-data.');
}

/**
 * Reads a multipart form of plain fields plus up to 3 images under the field name `proof`. Each image is
 * buffered (at most 5 MB, so at most 15 MB per request) and checked by its magic bytes.
 */
export async function readProofUpload(
  request: FastifyRequest,
  options: { required: boolean },
): Promise<ProofUpload> {
  if (!request.isMultipart())
    throw new AppError('unsupported_media_type', 'Send the form as multipart/form-data.');
  const fields: Record<string, string> = {};
  const images: ProofImage[] = [];
  try {
    const parts = request.parts({
      limits: {
        fileSize: proofImageLimits.maxBytes,
        files: proofImageLimits.maxCount,
        fields: maxFields,
        fieldSize: maxFieldBytes,
      },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (typeof part.value !== 'string' || part.fieldnameTruncated || part.valueTruncated)
          throw new AppError('bad_request', 'A form field is too long.');
        fields[part.fieldname] = part.value;
        continue;
      }
      const bytes = await part.toBuffer();
      if (part.fieldname !== 'proof') throw new AppError('bad_request', 'Images go in the field "proof".');
      if (bytes.length === 0) continue;
      const contentType = imageTypeOf(bytes);
      if (!contentType) throw new AppError('image_type_not_allowed');
      images.push({ contentType, bytes, sha256: createHash('sha256').update(bytes).digest('hex') });
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    mapMultipartError(error);
  }
  if (options.required && images.length === 0) throw new AppError('proof_required');
  return { fields, images };
}
