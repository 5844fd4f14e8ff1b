import { createHash } from 'node:crypto';
import { type KycContentType, type KycDocumentType, kycDocumentTypes } from '@gaming/contracts/kyc';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../platform/errors.js';
import { imageTypeOf, proofImageLimits } from '../uploads/proof-upload.js';

/** A document's type is decided by its bytes alone: the name and the client's content type are ignored. */
const pdfHeader = Buffer.from('%PDF-');
const pdfTrailer = Buffer.from('%%EOF');
/** A PDF ends with %%EOF, possibly followed by a few line ends or an incremental update's padding. */
const pdfTrailerWindowBytes = 1024;

/** At most two files per upload (a card's front and back), each within the proof-upload limit. */
export const kycUploadLimits = { maxBytes: proofImageLimits.maxBytes, maxCount: 2 } as const;
const maxFieldBytes = 64;
const maxFields = 4;

export function documentTypeOf(bytes: Buffer): KycContentType | undefined {
  const image = imageTypeOf(bytes);
  if (image) return image;
  if (!bytes.subarray(0, pdfHeader.length).equals(pdfHeader)) return undefined;
  const tail = bytes.subarray(Math.max(0, bytes.length - pdfTrailerWindowBytes));
  return tail.includes(pdfTrailer) ? 'application/pdf' : undefined;
}

export type KycUploadFile = { contentType: KycContentType; bytes: Buffer; sha256: string };
export type KycUpload = { documentType: KycDocumentType; files: KycUploadFile[] };

function isDocumentType(value: string | undefined): value is KycDocumentType {
  return kycDocumentTypes.includes(value as KycDocumentType);
}

function mapMultipartError(error: unknown): never {
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('document_too_large');
  if (code === 'FST_FILES_LIMIT') throw new AppError('too_many_images');
  if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT')
    throw new AppError('bad_request', 'The form has too many files or fields.');
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
    throw new AppError('unsupported_media_type', 'Send the form as multipart/form-data.');
  if (code === 'ECONNRESET' || code === 'FST_FILE_BUFFER_NOT_FOUND' || code === 'FST_NO_FORM_DATA')
    throw error;
  throw new AppError('bad_request', 'The form is not valid multipart/form-data.');
}

/**
 * Reads a KYC upload: the field `documentType` and one or two files under `document`, each buffered
 * (at most 5 MB) and typed by its bytes. A file that is not PNG, JPEG or a complete PDF refuses the
 * whole upload (document_type_not_allowed), so nothing of a hostile form is stored.
 */
export async function readKycUpload(request: FastifyRequest): Promise<KycUpload> {
  if (!request.isMultipart())
    throw new AppError('unsupported_media_type', 'Send the form as multipart/form-data.');
  let documentType: string | undefined;
  const files: KycUploadFile[] = [];
  try {
    const parts = request.parts({
      limits: {
        fileSize: kycUploadLimits.maxBytes,
        files: kycUploadLimits.maxCount,
        fields: maxFields,
        fieldSize: maxFieldBytes,
      },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.fieldname === 'documentType' && typeof part.value === 'string') documentType = part.value;
        continue;
      }
      const bytes = await part.toBuffer();
      if (part.fieldname !== 'document')
        throw new AppError('bad_request', 'Files go in the field "document".');
      if (bytes.length === 0) continue;
      const contentType = documentTypeOf(bytes);
      if (!contentType) throw new AppError('document_type_not_allowed');
      files.push({ contentType, bytes, sha256: createHash('sha256').update(bytes).digest('hex') });
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    mapMultipartError(error);
  }
  if (!isDocumentType(documentType))
    throw new AppError('validation_failed', undefined, [
      { path: 'documentType', message: 'validation.required' },
    ]);
  if (files.length === 0)
    throw new AppError('validation_failed', undefined, [
      { path: 'document', message: 'validation.required' },
    ]);
  return { documentType, files };
}
