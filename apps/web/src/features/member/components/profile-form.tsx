import type { Profile, ProfileFieldName } from '@gaming/contracts/auth';
import { patternCatalogue } from '@gaming/contracts/pattern-catalogue';
import type { RegistrationValidation } from '@gaming/contracts/registration';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../components/button-styles';
import { FormAlert } from '../../../components/form-alert';
import { TextField } from '../../../components/form-field';
import { Spinner } from '../../../components/spinner';
import { checkValue, type Rule, validationText } from '../../../lib/field-validation';
import { useForm } from '../../../lib/use-form';
import { useUpdateProfile } from '../api/update-profile';
import { profileFields } from '../lib/profile-fields';

type ProfileValues = Record<ProfileFieldName, string>;

/** Fields that share the registration form's rule; the server checks them the same way. */
const sharedRuleFields = [
  'payeeName',
  'birthday',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'qqNum',
  'idNumber',
] as const;
type SharedRuleField = (typeof sharedRuleFields)[number];

/** The server's rule for the full name (letters and spaces, 2 to 60). */
const fullnameRule: Rule = {
  required: false,
  patternId: 'lettersAndSpaces',
  acceptedPattern: patternCatalogue.lettersAndSpaces.source,
  minLength: 2,
  maxLength: 60,
};
const freeTextRule: Rule = {
  required: false,
  patternId: 'anyCharacters',
  acceptedPattern: patternCatalogue.anyCharacters.source,
  minLength: 0,
  maxLength: 200,
};

function isShared(name: ProfileFieldName): name is SharedRuleField {
  return (sharedRuleFields as readonly string[]).includes(name);
}

function toValues(profile: Profile): ProfileValues {
  return Object.fromEntries(profileFields.map((name) => [name, profile[name] ?? ''])) as ProfileValues;
}

/** The security centre's profile: every field of spec §3, validated as the server validates it. */
export function ProfileForm({
  profile,
  rules,
}: {
  profile: Profile;
  rules: RegistrationValidation['fields'] | undefined;
}) {
  const { t } = useTranslation(['account', 'common']);
  const [saved, setSaved] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const update = useUpdateProfile();
  const ruleOf = useCallback(
    (name: ProfileFieldName): Rule => {
      if (name === 'fullname') return fullnameRule;
      if (isShared(name) && rules) return { ...rules[name], required: false };
      return freeTextRule;
    },
    [rules],
  );
  const validate = useCallback(
    (values: ProfileValues) =>
      Object.fromEntries(profileFields.map((name) => [name, checkValue(values[name], ruleOf(name))])),
    [ruleOf],
  );
  const form = useForm<ProfileValues>(toValues(profile), validate);
  const { reset } = form;
  useEffect(() => reset(toValues(profile)), [profile, reset]);
  const initial = toValues(profile);
  const changed = profileFields.filter((name) => form.values[name].trim() !== initial[name].trim());
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    if (!form.check() || update.isPending || changed.length === 0) return;
    setFailure(null);
    const changes = Object.fromEntries(
      changed.map((name) => [name, form.values[name].trim() === '' ? null : form.values[name].trim()]),
    ) as Partial<Profile>;
    try {
      await update.mutateAsync(changes);
      setSaved(true);
    } catch (error) {
      form.takeServerIssues(error);
      setFailure(error);
    }
  };
  return (
    <form
      noValidate
      data-testid="profile-form"
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-4"
    >
      <div className="grid gap-4 md:grid-cols-2">
        {profileFields.map((name) => (
          <TextField
            key={name}
            label={t(`fields.${name}`)}
            type={name === 'birthday' && ruleOf(name).patternId === 'dateYearMonthDay' ? 'date' : 'text'}
            value={form.values[name]}
            onChange={(value) => {
              setSaved(false);
              form.set(name, value);
            }}
            onBlur={() => form.touch(name)}
            error={validationText(t, form.errorOf(name), ruleOf(name))}
            testId={`profile-${name}`}
            maxLength={ruleOf(name).maxLength || 200}
            autoComplete="off"
          />
        ))}
      </div>
      <FormAlert error={failure} success={saved ? t('security.profileSaved') : null} testId="profile-alert" />
      <div className="flex justify-end">
        <button
          type="submit"
          data-testid="profile-save"
          disabled={update.isPending || changed.length === 0}
          className={`${buttonStyles.primary} h-11 w-full sm:w-auto`}
        >
          {update.isPending ? <Spinner /> : null}
          {t('security.saveProfile')}
        </button>
      </div>
    </form>
  );
}
