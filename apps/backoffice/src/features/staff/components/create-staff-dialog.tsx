import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles, inputStyles } from '../../../components/button-styles';
import { FormError } from '../../../components/form-error';
import { FormField } from '../../../components/form-field';
import { Modal } from '../../../components/modal';
import { SecretValue } from '../../../components/secret-value';
import { type StaffCreatedResponse, type StaffRole, staffRoles } from '../../../lib/admin-types';
import { useCreateStaff } from '../api/create-staff';
import {
  maximumDisplayNameLength,
  normalizeStaffUsername,
  type StaffField,
  validateNewStaff,
} from '../lib/staff-validation';
import { AcknowledgeAndClose, OneTimeWarning } from './one-time-notice';
import { TotpEnrolment } from './totp-enrolment';

function Credentials({ created, onClose }: { created: StaffCreatedResponse; onClose: () => void }) {
  const { t } = useTranslation();
  const [acknowledged, setAcknowledged] = useState(false);
  return (
    <div
      data-testid="staff-credentials"
      data-username={created.staff.username}
      className="flex flex-col gap-4"
    >
      <OneTimeWarning text={t('staff.credentials.warning', { name: created.staff.displayName })} />
      <SecretValue
        label={t('staff.credentials.temporaryPassword')}
        value={created.temporaryPassword}
        testId="staff-temporary-password"
      />
      <p className="text-xs text-muted">{t('staff.credentials.passwordChange')}</p>
      <TotpEnrolment secret={created.totpSecret} uri={created.totpUri} />
      <AcknowledgeAndClose
        acknowledged={acknowledged}
        onAcknowledgedChange={setAcknowledged}
        onClose={onClose}
      />
    </div>
  );
}

/** New staff account: username, display name and role; then its credentials, once. */
export function CreateStaffDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const create = useCreateStaff();
  const [values, setValues] = useState({
    username: '',
    displayName: '',
    role: 'customerService' as StaffRole,
  });
  const [submitted, setSubmitted] = useState(false);
  const problems = submitted ? validateNewStaff(values) : {};
  const problemText = (field: StaffField) => {
    const problem = problems[field];
    return problem ? t(`staff.create.problems.${problem}`, { count: maximumDisplayNameLength }) : null;
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(validateNewStaff(values)).length > 0 || create.isPending) return;
    create.mutate({
      username: normalizeStaffUsername(values.username),
      displayName: values.displayName.trim(),
      role: values.role,
    });
  };
  const created = create.data;
  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      testId="staff-create-dialog"
      title={
        created ? t('staff.credentials.title', { username: created.staff.username }) : t('staff.create.title')
      }
      description={created ? undefined : t('staff.create.description')}
      dismissible={!created}
      wide
    >
      {created ? (
        <Credentials created={created} onClose={onClose} />
      ) : (
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
          <FormField
            label={t('staff.fields.username')}
            hint={t('staff.create.usernameHint')}
            testId="staff-create-username"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            required
            maxLength={32}
            value={values.username}
            onChange={(event) => setValues((current) => ({ ...current, username: event.target.value }))}
            error={problemText('username')}
          />
          <FormField
            label={t('staff.fields.displayName')}
            testId="staff-create-display-name"
            autoComplete="off"
            required
            maxLength={maximumDisplayNameLength}
            value={values.displayName}
            onChange={(event) => setValues((current) => ({ ...current, displayName: event.target.value }))}
            error={problemText('displayName')}
          />
          <label className="flex flex-col gap-1.5">
            <span className="font-semibold">{t('staff.fields.role')}</span>
            <select
              data-testid="staff-create-role"
              className={inputStyles}
              value={values.role}
              onChange={(event) =>
                setValues((current) => ({ ...current, role: event.target.value as StaffRole }))
              }
            >
              {staffRoles.map((role) => (
                <option key={role} value={role}>
                  {t(`roles.${role}`)}
                </option>
              ))}
            </select>
          </label>
          {create.isError ? <FormError error={create.error} testId="staff-create-error" /> : null}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <button type="button" className={buttonStyles.secondary} onClick={onClose}>
              {t('actions.cancel')}
            </button>
            <button
              type="submit"
              data-testid="staff-create-submit"
              className={buttonStyles.primary}
              disabled={create.isPending}
            >
              {create.isPending ? t('states.working') : t('staff.create.submit')}
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
}
