import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ErrorState } from './error-state';
import { Skeleton } from './skeleton';

/**
 * An image fetched as a blob with the staff token (lib/fetch-blob.ts), shown through an object URL that is
 * revoked when the blob changes or the image leaves; it opens full size in a new tab. A skeleton of the
 * image's size while it loads, the error in place when it fails.
 */
export function FetchedImage({
  image,
  alt,
  testId,
  className,
}: {
  image: UseQueryResult<Blob>;
  alt: string;
  testId: string;
  /** The size of the image (and of its skeleton), e.g. `size-16` or `aspect-square w-full`. */
  className: string;
}) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!image.data) return;
    const objectUrl = URL.createObjectURL(image.data);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [image.data]);
  if (image.isError) return <ErrorState error={image.error} compact />;
  if (!url) return <Skeleton className={className} />;
  return (
    <a
      href={url}
      target="_blank"
      rel="noreferrer"
      className="block overflow-hidden rounded-md border border-border"
    >
      <img src={url} alt={alt} data-testid={testId} className={`${className} bg-surface-2`} />
    </a>
  );
}
