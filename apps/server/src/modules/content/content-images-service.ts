import { apiRoutes } from '@gaming/contracts/api-routes';
import type { ContentImage } from '@gaming/contracts/news';
import { AppError } from '../../platform/errors.js';
import type { AuditActor, AuditService } from '../audit/audit-service.js';
import type { ProofImage } from '../uploads/proof-upload.js';
import type { ContentImagesRepository } from './content-images-repository.js';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The public path of a content image (GET contentImage). */
export function contentImageUrl(id: string): string {
  return apiRoutes.contentImage.path.replace(':id', id);
}

/**
 * Images for news covers and banners: read and checked by the uploads module's multipart reader (png or
 * jpg by their bytes, at most 5 MB), stored here, served to anyone.
 */
export class ContentImagesService {
  constructor(
    private readonly repository: ContentImagesRepository,
    private readonly audit: AuditService,
  ) {}

  async upload(actor: { staffId: string; audit: AuditActor }, image: ProofImage): Promise<ContentImage> {
    const id = await this.repository.insert(image, actor.staffId);
    await this.audit.record(actor.audit, {
      action: 'content.image_upload',
      targetType: 'content_image',
      targetId: id,
      after: { sha256: image.sha256, bytes: image.bytes.length, contentType: image.contentType },
    });
    return { id, url: contentImageUrl(id) };
  }

  async read(id: string) {
    const image = uuidPattern.test(id) ? await this.repository.find(id) : undefined;
    if (!image) throw new AppError('not_found');
    return { contentType: image.content_type, bytes: image.bytes, sha256: image.sha256 };
  }

  /** An image id a news article or banner refers to must be an uploaded image (else validation_failed). */
  async requireExisting(id: string, path: string): Promise<void> {
    if (!(await this.repository.exists(id)))
      throw new AppError('validation_failed', undefined, [{ path, message: 'validation.not_found' }]);
  }
}
