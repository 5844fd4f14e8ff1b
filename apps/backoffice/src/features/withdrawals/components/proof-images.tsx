import { useTranslation } from 'react-i18next';
import { FetchedImage } from '../../../components/fetched-image';
import { useProofImage } from '../api/get-proof-image';

function ProofImage({ id, index }: { id: string; index: number }) {
  const { t } = useTranslation();
  return (
    <FetchedImage
      image={useProofImage(id)}
      alt={t('withdrawals.detail.proofAlt', { number: index + 1 })}
      testId="withdrawal-proof-image"
      className="aspect-square w-full object-contain"
    />
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
