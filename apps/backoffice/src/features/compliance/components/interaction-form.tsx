import { rgInteractionKinds } from '@gaming/contracts/harm-markers';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles, inputStyles } from '../../../components/button-styles';
import { FormError } from '../../../components/form-error';

const maximumBodyLength = 2000;
type Kind = (typeof rgInteractionKinds)[number];

/** Records what staff did (call, email, message, restriction, note); also the review form of a marker. */
export function InteractionForm({
  onSubmit,
  pending,
  error,
  submitLabel,
  testId,
}: {
  onSubmit: (value: { kind: Kind; body: string }, done: () => void) => void;
  pending: boolean;
  error: unknown;
  submitLabel: string;
  testId: string;
}) {
  const { t } = useTranslation('compliance');
  const [kind, setKind] = useState<Kind>('call');
  const [body, setBody] = useState('');
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!body.trim() || pending) return;
    onSubmit({ kind, body: body.trim() }, () => setBody(''));
  };
  return (
    <form noValidate onSubmit={submit} data-testid={testId} className="flex flex-col gap-2">
      <label className="flex flex-col gap-1 font-semibold">
        {t('compliance.interactions.kind')}
        <select
          data-testid={`${testId}-kind`}
          className={inputStyles}
          value={kind}
          onChange={(event) => setKind(event.target.value as Kind)}
        >
          {rgInteractionKinds.map((name) => (
            <option key={name} value={name}>
              {t(`compliance.interactions.kinds.${name}`)}
            </option>
          ))}
        </select>
      </label>
      <label htmlFor={id} className="font-semibold">
        {t('compliance.interactions.body')}
      </label>
      <textarea
        id={id}
        data-testid={`${testId}-body`}
        className={`${inputStyles} h-20 py-2`}
        maxLength={maximumBodyLength}
        value={body}
        onChange={(event) => setBody(event.target.value)}
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="text-xs text-muted tabular-nums">
          {t('compliance.interactions.count', { count: body.length, maximum: maximumBodyLength })}
        </span>
        <button
          type="submit"
          data-testid={`${testId}-save`}
          className={buttonStyles.secondary}
          disabled={pending || !body.trim()}
        >
          {pending ? t('compliance.working') : submitLabel}
        </button>
      </div>
      {error ? <FormError error={error} testId={`${testId}-error`} /> : null}
    </form>
  );
}
