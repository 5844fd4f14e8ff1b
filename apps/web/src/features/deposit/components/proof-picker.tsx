import { useTranslation } from 'react-i18next';
import { ImagePicker } from '../../../components/image-picker';
import { proofLimits } from '../../../lib/image-files';

/** A manual deposit's proof images (spec §8, required): the shared picker with the deposit's texts. */
export function ProofPicker({
  files,
  onChange,
  error,
}: {
  files: File[];
  onChange: (files: File[]) => void;
  /** Already translated (e.g. "proof required" after a submit). */
  error: string | null;
}) {
  const { t } = useTranslation(['deposit', 'common']);
  return (
    <ImagePicker
      files={files}
      onChange={onChange}
      error={error}
      required
      legend={t('manual.proofs')}
      hint={t('manual.proofsHint', { count: proofLimits.maxCount })}
      addLabel={t('manual.addProof')}
      thumbnailAlt={(index) => t('manual.proofAlt', { index })}
      removeLabel={(index) => t('manual.removeProof', { index })}
      testIds={{
        root: 'deposit-proofs',
        input: 'deposit-proof-input',
        thumbnail: 'deposit-proof-thumbnail',
        remove: 'deposit-proof-remove-',
        error: 'deposit-proof-error',
      }}
    />
  );
}
