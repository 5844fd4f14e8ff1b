import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/error-state';
import { Skeleton } from '../../../components/skeleton';
import { useProofImage } from '../api/get-proof-image';

function ProofImage({ id, index }: { id: string; index: number }) {
  const { t } = useTranslation();
  const image = useProofImage(id);
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!image.data) return;
    const objectUrl = URL.createObjectURL(image.data);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [image.data]);
  if (image.isError) return <ErrorState error={image.error} compact />;
  if (!url) return <Skeleton className="aspect-square w-full" />;
  return (
    <a
      href={url}
      target="_blank"
      rel="noreferrer"
      className="block overflow-hidden rounded-md border border-border"
    >
      <img
        src={url}
        alt={t('withdrawals.detail.proofAlt', { number: index + 1 })}
        data-testid="withdrawal-proof-image"
        className="aspect-square w-full bg-surface-2 object-contain"
      />
    </a>
  );
}

/** The member's proof images of a not-received claim, fetched with the staff token. */
export function ProofImages({ ids }: { ids: string[] }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="withdrawal-proofs" className="flex flex-col gap-2">
      <h2 id="withdrawal-proofs" className="font-bold">
        {t('withdrawals.detail.proofs')}
      </h2>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {ids.map((id, index) => (
          <ProofImage key={id} id={id} index={index} />
        ))}
      </div>
    </section>
  );
}
