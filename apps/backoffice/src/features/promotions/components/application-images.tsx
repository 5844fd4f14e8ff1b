import { useTranslation } from 'react-i18next';
import { FetchedImage } from '../../../components/fetched-image';
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
  return (
    <FetchedImage
      image={useApplicationImage(applicationId, imageId)}
      alt={t('rewards.applications.imageAlt', { number: index + 1 })}
      testId="application-image"
      className="size-16 object-cover"
    />
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
