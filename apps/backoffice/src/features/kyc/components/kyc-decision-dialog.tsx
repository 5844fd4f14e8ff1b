import type { AdminKycDocument } from '@gaming/contracts/kyc';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../components/button-styles';
import { FormError } from '../../../components/form-error';
import { FormField } from '../../../components/form-field';
import { Modal } from '../../../components/modal';
import { ReasonDialog } from '../../../components/reason-dialog';
import { useDecideKyc } from '../api/kyc-review';
import { KycDocumentViewer } from './kyc-document-viewer';

const datePattern = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The document beside the verification form: birth date and full name as they read on the document (the
 * server checks the age against the brand's minimum and answers kyc_underage, excluding the member).
 */
export function KycVerifyDialog({
  document,
  canDecide,
  onReject,
  onClose,
}: {
  document: AdminKycDocument;
  canDecide: boolean;
  onReject: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('compliance');
  const mutation = useDecideKyc();
  const [birthDate, setBirthDate] = useState('');
  const [fullName, setFullName] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const birthDateBad = !datePattern.test(birthDate);
  const fullNameBad = fullName.trim().length === 0;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (mutation.isPending || birthDateBad || fullNameBad) return;
    mutation.mutate(
      { id: document.id, decision: { verify: { birthDate, fullName: fullName.trim() } } },
      { onSuccess: onClose },
    );
  };
  const open = document.status === 'submitted' && canDecide;
  return (
    <Modal
      open
      wide
      onOpenChange={(next) => {
        if (!next && !mutation.isPending) onClose();
      }}
      testId="kyc-review-dialog"
      title={t('kyc.viewer.title', { account: document.memberAccount })}
      description={t(`kyc.types.${document.documentType}`)}
    >
      <div className="flex flex-col gap-4">
        <KycDocumentViewer document={document} />
        {open ? (
          <form noValidate onSubmit={submit} className="flex flex-col gap-3">
            <div className="grid gap-3 sm:grid-cols-2">
              <FormField
                label={t('kyc.verify.birthDate')}
                type="date"
                testId="kyc-verify-birth-date"
                value={birthDate}
                required
                error={submitted && birthDateBad ? t('kyc.verify.birthDateRequired') : null}
                onChange={(event) => setBirthDate(event.target.value)}
              />
              <FormField
                label={t('kyc.verify.fullName')}
                testId="kyc-verify-full-name"
                value={fullName}
                maxLength={200}
                required
                error={submitted && fullNameBad ? t('kyc.verify.fullNameRequired') : null}
                onChange={(event) => setFullName(event.target.value)}
              />
            </div>
            <p className="text-xs text-muted">{t('kyc.verify.ageHint')}</p>
            {mutation.error ? <FormError error={mutation.error} testId="kyc-verify-error" /> : null}
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <button
                type="button"
                className={buttonStyles.danger}
                data-testid="kyc-reject-open"
                onClick={onReject}
                disabled={mutation.isPending}
              >
                {t('kyc.actions.reject')}
              </button>
              <button
                type="submit"
                className={buttonStyles.primary}
                data-testid="kyc-verify-confirm"
                disabled={mutation.isPending}
              >
                {t('kyc.actions.verify')}
              </button>
            </div>
          </form>
        ) : (
          <button type="button" className={`${buttonStyles.secondary} self-end`} onClick={onClose}>
            {t('kyc.actions.close')}
          </button>
        )}
      </div>
    </Modal>
  );
}

/** The rejection reason is shown to the member on their verification page. */
export function KycRejectDialog({ document, onClose }: { document: AdminKycDocument; onClose: () => void }) {
  const { t } = useTranslation('compliance');
  const mutation = useDecideKyc();
  return (
    <ReasonDialog
      title={t('kyc.reject.title')}
      description={t('kyc.reject.description', { account: document.memberAccount })}
      confirmLabel={t('kyc.actions.reject')}
      danger
      pending={mutation.isPending}
      error={mutation.error}
      testId="kyc-reject-dialog"
      onConfirm={(reason) =>
        mutation.mutate({ id: document.id, decision: { reject: { reason } } }, { onSuccess: onClose })
      }
      onClose={onClose}
    />
  );
}
