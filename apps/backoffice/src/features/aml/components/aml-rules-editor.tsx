import { type AmlRule, type AmlRules, amlRuleKinds, amlRulesSchema } from '@gaming/contracts/aml';
import { formatMinorUnits, parseDecimalAmount } from '@gaming/contracts/money';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles, inputStyles } from '../../../components/button-styles';
import { FormError } from '../../../components/form-error';
import { QueryStates } from '../../../components/query-states';
import type { MoneyFormat } from '../../../lib/format-money';
import { useAmlRules, useProposeAmlRules } from '../api/aml';

const maxRules = 50;

/** A rule as the form edits it: the threshold as the brand's decimal amount. */
type DraftRule = Omit<AmlRule, 'thresholdMinor'> & { threshold: string };

function toDraft(rule: AmlRule, decimals: number): DraftRule {
  const { thresholdMinor, ...rest } = rule;
  return { ...rest, threshold: formatMinorUnits(BigInt(thresholdMinor), decimals).replace(/,/g, '') };
}

function fromDrafts(drafts: readonly DraftRule[], decimals: number): AmlRules | undefined {
  const rules: AmlRule[] = [];
  for (const { threshold, ...rest } of drafts) {
    const minor = parseDecimalAmount(threshold, decimals);
    if (minor === undefined) return undefined;
    rules.push({ ...rest, thresholdMinor: minor.toString() });
  }
  const parsed = amlRulesSchema.safeParse({ rules });
  return parsed.success ? parsed.data : undefined;
}

function RuleFields({
  rule,
  index,
  onChange,
  onRemove,
}: {
  rule: DraftRule;
  index: number;
  onChange: (rule: DraftRule) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('compliance');
  const id = useId();
  const field = (name: string, label: string, input: React.ReactNode) => (
    <div className="flex flex-col gap-1">
      <label htmlFor={`${id}-${name}`} className="text-sm font-semibold">
        {label}
      </label>
      {input}
    </div>
  );
  return (
    <fieldset
      className="grid gap-3 rounded-lg border border-border p-3 sm:grid-cols-3 lg:grid-cols-4"
      data-testid="aml-rule"
    >
      <legend className="px-1 font-semibold">{t('aml.rules.ruleNumber', { number: index + 1 })}</legend>
      {field(
        'id',
        t('aml.rules.id'),
        <input
          id={`${id}-id`}
          className={inputStyles}
          maxLength={40}
          value={rule.id}
          onChange={(event) => onChange({ ...rule, id: event.target.value })}
        />,
      )}
      {field(
        'kind',
        t('aml.rules.kind'),
        <select
          id={`${id}-kind`}
          className={inputStyles}
          value={rule.kind}
          onChange={(event) => onChange({ ...rule, kind: event.target.value as AmlRule['kind'] })}
        >
          {amlRuleKinds.map((kind) => (
            <option key={kind} value={kind}>
              {t(`aml.kinds.${kind}`)}
            </option>
          ))}
        </select>,
      )}
      {field(
        'threshold',
        t('aml.rules.threshold'),
        <input
          id={`${id}-threshold`}
          className={inputStyles}
          inputMode="decimal"
          maxLength={20}
          value={rule.threshold}
          onChange={(event) => onChange({ ...rule, threshold: event.target.value })}
        />,
      )}
      {field(
        'period',
        t('aml.rules.periodHours'),
        <input
          id={`${id}-period`}
          className={inputStyles}
          type="number"
          min={0}
          max={8760}
          value={rule.periodHours}
          onChange={(event) => onChange({ ...rule, periodHours: Number(event.target.value) })}
        />,
      )}
      {rule.kind === 'low_play_withdrawal'
        ? field(
            'ratio',
            t('aml.rules.playRatio'),
            <input
              id={`${id}-ratio`}
              className={inputStyles}
              type="number"
              step="0.1"
              min={0}
              max={100}
              value={rule.playRatio}
              onChange={(event) => onChange({ ...rule, playRatio: Number(event.target.value) })}
            />,
          )
        : null}
      {field(
        'action',
        t('aml.rules.action'),
        <select
          id={`${id}-action`}
          className={inputStyles}
          value={rule.action}
          onChange={(event) => onChange({ ...rule, action: event.target.value as AmlRule['action'] })}
        >
          <option value="flag">{t('aml.rules.actions.flag')}</option>
          <option value="flag_and_hold">{t('aml.rules.actions.flag_and_hold')}</option>
        </select>,
      )}
      <label className="flex items-center gap-2 self-end py-2">
        <input
          type="checkbox"
          checked={rule.enabled}
          onChange={(event) => onChange({ ...rule, enabled: event.target.checked })}
        />
        {t('aml.rules.enabled')}
      </label>
      <button type="button" className={`${buttonStyles.ghost} self-end`} onClick={onRemove}>
        {t('aml.rules.remove', { number: index + 1 })}
      </button>
    </fieldset>
  );
}

function RulesForm({ initial, money }: { initial: AmlRules; money: MoneyFormat }) {
  const { t } = useTranslation('compliance');
  const mutation = useProposeAmlRules();
  const [drafts, setDrafts] = useState(() => initial.rules.map((rule) => toDraft(rule, money.decimals)));
  const [invalid, setInvalid] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = fromDrafts(drafts, money.decimals);
    setInvalid(value === undefined);
    if (value && !mutation.isPending) mutation.mutate(value);
  };
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3" data-testid="aml-rules-form">
      {drafts.map((rule, index) => (
        <RuleFields
          // biome-ignore lint/suspicious/noArrayIndexKey: a rule's id is edited in place, so the position is its identity here.
          key={index}
          rule={rule}
          index={index}
          onChange={(next) =>
            setDrafts(drafts.map((current, position) => (position === index ? next : current)))
          }
          onRemove={() => setDrafts(drafts.filter((_, position) => position !== index))}
        />
      ))}
      {invalid ? (
        <p role="alert" className="text-sm text-danger">
          {t('aml.rules.invalid')}
        </p>
      ) : null}
      {mutation.error ? <FormError error={mutation.error} testId="aml-rules-error" /> : null}
      {mutation.isSuccess ? (
        <p role="status" className="text-sm text-success" data-testid="aml-rules-proposed">
          {t('aml.rules.proposed')}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button
          type="button"
          className={buttonStyles.secondary}
          disabled={drafts.length >= maxRules}
          onClick={() =>
            setDrafts([
              ...drafts,
              {
                id: `rule-${drafts.length + 1}`,
                kind: 'single_deposit',
                threshold: '0',
                periodHours: 0,
                playRatio: 0,
                action: 'flag',
                enabled: true,
              },
            ])
          }
        >
          {t('aml.rules.add')}
        </button>
        <button
          type="submit"
          className={buttonStyles.primary}
          data-testid="aml-rules-propose"
          disabled={mutation.isPending}
        >
          {t('aml.rules.propose')}
        </button>
      </div>
    </form>
  );
}

/** The rules in force; a change is a proposal a second compliance officer approves (setting changes). */
export function AmlRulesEditor({ money, canPropose }: { money: MoneyFormat; canPropose: boolean }) {
  const { t } = useTranslation('compliance');
  const id = useId();
  const rules = useAmlRules();
  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-3" data-testid="aml-rules">
      <h2 id={`${id}-title`} className="text-lg font-bold">
        {t('aml.rules.title')}
      </h2>
      <p className="text-sm text-muted">{t('aml.rules.help')}</p>
      <QueryStates query={rules}>
        {(data) => (
          <>
            {data.pending ? (
              <div
                role="status"
                className="rounded-lg border border-warning/50 bg-warning-surface p-3"
                data-testid="aml-rules-pending"
              >
                {t('aml.rules.pending', { name: data.pending.proposedByName })}
              </div>
            ) : null}
            {canPropose ? (
              <RulesForm initial={data.value} money={money} />
            ) : (
              <ul className="list-disc pl-5 text-sm">
                {data.value.rules.map((rule) => (
                  <li key={rule.id}>
                    {rule.id}: {t(`aml.kinds.${rule.kind}`)}
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </QueryStates>
    </section>
  );
}
