import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../components/button-styles';
import { FormError } from '../../../components/form-error';
import { Modal } from '../../../components/modal';

/**
 * The frame of a loyalty editor dialog: the fields, the number of fields to fix, the server's error, and
 * Cancel / Save resting while the request runs. Read-only staff see the fields disabled and only Close.
 * `testPrefix` names `${testPrefix}-dialog`, `-error`, `-save`.
 */
export function EditorDialog({
  title,
  description,
  testPrefix,
  canWrite,
  pending,
  error,
  problemCount,
  onSubmit,
  onClose,
  children,
}: {
  title: string;
  description?: string;
  testPrefix: string;
  canWrite: boolean;
  pending: boolean;
  error: unknown;
  problemCount: number;
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!pending && canWrite) onSubmit();
  };
  return (
    <Modal
      open
      wide
      onOpenChange={(open) => {
        if (!open && !pending) onClose();
      }}
      testId={`${testPrefix}-dialog`}
      title={title}
      description={description}
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <fieldset disabled={!canWrite} className="grid min-w-0 gap-3 sm:grid-cols-2">
          {children}
        </fieldset>
        {problemCount > 0 ? (
          <p role="alert" className="text-sm text-danger" data-testid={`${testPrefix}-problems`}>
            {t('loyalty.forms.problemCount', { count: problemCount })}
          </p>
        ) : null}
        {error ? <FormError error={error} testId={`${testPrefix}-error`} /> : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button type="button" className={buttonStyles.secondary} onClick={onClose} disabled={pending}>
            {canWrite ? t('actions.cancel') : t('actions.close')}
          </button>
          {canWrite ? (
            <button
              type="submit"
              className={buttonStyles.primary}
              disabled={pending}
              data-testid={`${testPrefix}-save`}
            >
              {pending ? t('states.working') : t('loyalty.forms.save')}
            </button>
          ) : null}
        </div>
      </form>
    </Modal>
  );
}
