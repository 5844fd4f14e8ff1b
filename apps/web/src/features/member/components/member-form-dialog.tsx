import type { FormEvent, ReactNode } from 'react';
import { FormAlert } from '../../../components/form-alert';
import { Modal } from '../../../components/modal';
import { SubmitButton } from '../../../components/submit-button';

/**
 * The security centre's form dialogs (bind e-mail, bind mobile, payment password): the fields, the
 * failure, one submit. Test ids follow the dialog's: `<testId>-dialog`, `-error` and `-submit`.
 */
export function MemberFormDialog({
  open,
  onOpenChange,
  title,
  testId,
  onSubmit,
  failure,
  pending,
  submitLabel,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  testId: string;
  onSubmit: (event: FormEvent) => void;
  failure: unknown;
  pending: boolean;
  submitLabel: string;
  children: ReactNode;
}) {
  return (
    <Modal open={open} onOpenChange={onOpenChange} testId={`${testId}-dialog`} title={title}>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        {children}
        <FormAlert error={failure} testId={`${testId}-error`} />
        <SubmitButton pending={pending} testId={`${testId}-submit`}>
          {submitLabel}
        </SubmitButton>
      </form>
    </Modal>
  );
}
