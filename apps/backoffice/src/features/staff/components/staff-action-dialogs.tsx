import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles, inputStyles } from '../../../components/button-styles';
import { FormError } from '../../../components/form-error';
import { Modal } from '../../../components/modal';
import { type StaffRole, type StaffSummary, staffRoles } from '../../../lib/admin-types';
import { useResetStaffTotp } from '../api/reset-staff-totp';
import { useUpdateStaff } from '../api/update-staff';
import { AcknowledgeAndClose, OneTimeWarning } from './one-time-notice';
import { TotpEnrolment } from './totp-enrolment';

function DialogButtons({
  onCancel,
  confirmText,
  pending,
  danger = false,
}: {
  onCancel: () => void;
  confirmText: string;
  pending: boolean;
  danger?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <button type="button" className={buttonStyles.secondary} onClick={onCancel}>
        {t('actions.cancel')}
      </button>
      <button
        type="submit"
        data-testid="staff-action-confirm"
        className={danger ? buttonStyles.danger : buttonStyles.primary}
        disabled={pending}
      >
        {pending ? t('states.working') : confirmText}
      </button>
    </div>
  );
}

const closeOn = (onClose: () => void) => (open: boolean) => {
  if (!open) onClose();
};

export function ChangeRoleDialog({ staff, onClose }: { staff: StaffSummary; onClose: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateStaff();
  const [role, setRole] = useState<StaffRole>(staff.role);
  const selectId = useId();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (role === staff.role) return onClose();
    update.mutate({ id: staff.id, role }, { onSuccess: onClose });
  };
  return (
    <Modal
      open
      onOpenChange={closeOn(onClose)}
      testId="staff-role-dialog"
      title={t('staff.changeRole.title', { name: staff.displayName })}
      description={t('staff.changeRole.description')}
    >
      <form onSubmit={onSubmit} className="flex flex-col gap-4">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={selectId} className="font-semibold">
            {t('staff.fields.role')}
          </label>
          <select
            id={selectId}
            data-testid="staff-role-select"
            className={inputStyles}
            value={role}
            onChange={(event) => setRole(event.target.value as StaffRole)}
          >
            {staffRoles.map((option) => (
              <option key={option} value={option}>
                {t(`roles.${option}`)}
              </option>
            ))}
          </select>
        </div>
        {update.isError ? <FormError error={update.error} testId="staff-action-error" /> : null}
        <DialogButtons
          onCancel={onClose}
          confirmText={t('staff.changeRole.confirm')}
          pending={update.isPending}
        />
      </form>
    </Modal>
  );
}

export function ToggleStatusDialog({ staff, onClose }: { staff: StaffSummary; onClose: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateStaff();
  const next = staff.status === 'active' ? 'disabled' : 'active';
  const key = next === 'disabled' ? 'disable' : 'enable';
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate({ id: staff.id, status: next }, { onSuccess: onClose });
  };
  return (
    <Modal
      open
      onOpenChange={closeOn(onClose)}
      testId="staff-status-dialog"
      title={t(`staff.${key}.title`, { name: staff.displayName })}
      description={t(`staff.${key}.description`)}
    >
      <form onSubmit={onSubmit} className="flex flex-col gap-4">
        {update.isError ? <FormError error={update.error} testId="staff-action-error" /> : null}
        <DialogButtons
          onCancel={onClose}
          confirmText={t(`staff.${key}.confirm`)}
          pending={update.isPending}
          danger={next === 'disabled'}
        />
      </form>
    </Modal>
  );
}

export function ResetTotpDialog({ staff, onClose }: { staff: StaffSummary; onClose: () => void }) {
  const { t } = useTranslation();
  const reset = useResetStaffTotp();
  const [acknowledged, setAcknowledged] = useState(false);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!reset.isPending) reset.mutate(staff.id);
  };
  return (
    <Modal
      open
      onOpenChange={closeOn(onClose)}
      testId="staff-totp-dialog"
      title={t('staff.resetTotp.title', { name: staff.displayName })}
      description={reset.data ? undefined : t('staff.resetTotp.description')}
      dismissible={!reset.data}
      wide
    >
      {reset.data ? (
        <div data-testid="staff-totp-result" className="flex flex-col gap-4">
          <OneTimeWarning text={t('staff.resetTotp.warning', { name: staff.displayName })} />
          <TotpEnrolment secret={reset.data.totpSecret} uri={reset.data.totpUri} />
          <AcknowledgeAndClose
            acknowledged={acknowledged}
            onAcknowledgedChange={setAcknowledged}
            onClose={onClose}
          />
        </div>
      ) : (
        <form onSubmit={onSubmit} className="flex flex-col gap-4">
          {reset.isError ? <FormError error={reset.error} testId="staff-action-error" /> : null}
          <DialogButtons
            onCancel={onClose}
            confirmText={t('staff.resetTotp.confirm')}
            pending={reset.isPending}
            danger
          />
        </form>
      )}
    </Modal>
  );
}
