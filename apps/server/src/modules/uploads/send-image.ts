import type { FastifyReply } from 'fastify';

/**
 * Sends a stored image (promotion banners, points-mall pictures) with a content hash etag, so browsers
 * revalidate cheaply; nosniff and inline keep an uploaded file from being read as anything but its type.
 */
export function sendPublicImage(
  reply: FastifyReply,
  image: { contentType: string; bytes: Buffer; sha256: string },
  visibility: 'public' | 'private',
) {
  return reply
    .header('cache-control', `${visibility}, max-age=3600`)
    .header('etag', `"${image.sha256}"`)
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', 'inline')
    .type(image.contentType)
    .send(image.bytes);
}
