import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/error-state';
import { Skeleton } from '../../../components/skeleton';
import { useApplicationImage } from '../api/applications';

function ApplicationImage({
  applicationId,
  imageId,
  index,
}: {
  applicationId: string;
  imageId: string;
  index: number;
}) {
  const { t } = useTranslation();
  const image = useApplicationImage(applicationId, imageId);
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!image.data) return;
    const objectUrl = URL.createObjectURL(image.data);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [image.data]);
  if (image.isError) return <ErrorState error={image.error} compact />;
  if (!url) return <Skeleton className="size-16" />;
  return (
    <a
      href={url}
      target="_blank"
      rel="noreferrer"
      className="block overflow-hidden rounded-md border border-border"
    >
      <img
        src={url}
        alt={t('rewards.applications.imageAlt', { number: index + 1 })}
        data-testid="application-image"
        className="size-16 bg-surface-2 object-cover"
      />
    </a>
  );
}

/** An application's images (at most 3), fetched with the staff token; each opens full size in a new tab. */
export function ApplicationImages({
  applicationId,
  imageIds,
}: {
  applicationId: string;
  imageIds: string[];
}) {
  const { t } = useTranslation();
  if (imageIds.length === 0) return <span className="text-muted">{t('rewards.applications.noImages')}</span>;
  return (
    <span className="flex flex-wrap gap-2">
      {imageIds.map((imageId, index) => (
        <ApplicationImage key={imageId} applicationId={applicationId} imageId={imageId} index={index} />
      ))}
    </span>
  );
}
