import { CheckIcon } from '@gaming/ui/icons';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../components/button-styles';
import { TextField } from '../../../components/form-field';
import { Modal } from '../../../components/modal';
import { useConvertPoints } from '../api/convert-points';
import {
  type ConversionProblem,
  type ConversionRules,
  largestConversion,
  previewConversion,
  smallestConversion,
} from '../lib/conversion';
import type { LoyaltyFormat } from '../lib/loyalty-format';
import { usePaymentSubmit } from '../lib/use-payment-submit';
import { formatPoints, pointsCount } from '../lib/whole-numbers';
import { PaymentActions, PaymentPasswordField } from './payment-failure';

function ConversionTerms({ rules, format }: { rules: ConversionRules; format: LoyaltyFormat }) {
  const { t } = useTranslation(['loyalty', 'common']);
  const terms = [
    {
      key: 'ratio',
      label: t('convert.ratio'),
      value: t('convert.ratioValue', {
        points: formatPoints(rules.pointsPerUnit),
        amount: format.money(rules.unitMinor),
      }),
    },
    { key: 'units', label: t('convert.units'), value: formatPoints(rules.conversionUnits) },
    { key: 'minimum', label: t('convert.minimum'), value: formatPoints(smallestConversion(rules)) },
  ];
  return (
    <dl className="grid grid-cols-3 gap-2 text-sm" data-testid="convert-terms">
      {terms.map((term) => (
        <div key={term.key} className="rounded-lg bg-surface-2 px-3 py-2">
          <dt className="text-xs text-muted">{term.label}</dt>
          <dd className="font-bold tabular-nums">{term.value}</dd>
        </div>
      ))}
    </dl>
  );
}

type ConvertFormProps = {
  rules: ConversionRules;
  spendablePoints: bigint;
  hasPaymentPassword: boolean;
  format: LoyaltyFormat;
  onSetPaymentPassword: () => void;
  onDone: (paidMinor: string) => void;
  onClose: () => void;
  onPendingChange: (pending: boolean) => void;
};

/** The points to convert (with "max"), the payment password and the money it pays, rounded down. */
function ConvertForm(props: ConvertFormProps) {
  const { rules, spendablePoints, hasPaymentPassword, format, onSetPaymentPassword } = props;
  const { t } = useTranslation(['loyalty', 'common']);
  const mutation = useConvertPoints();
  const [points, setPoints] = useState('');
  const preview = previewConversion(points, rules, spendablePoints);
  const largest = largestConversion(spendablePoints, rules);
  const payment = usePaymentSubmit(
    (requestId, paymentPassword) =>
      mutation.mutateAsync({ requestId, points: String(preview.points ?? 0n), paymentPassword }),
    { busy: mutation.isPending, onPendingChange: props.onPendingChange },
  );
  const { submitted, edit } = payment;
  const problemText = (problem: ConversionProblem) =>
    t(`convert.problems.${problem}`, {
      minimum: formatPoints(smallestConversion(rules)),
      units: formatPoints(rules.conversionUnits),
      balance: formatPoints(spendablePoints),
    });
  const showProblem =
    preview.problem !== null && (submitted || (points !== '' && preview.problem !== 'required'));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await payment.submit(preview.problem === null);
    if (result) props.onDone(result.redeem.amountMinor ?? String(preview.amountMinor));
  };
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <ConversionTerms rules={rules} format={format} />
      <TextField
        label={t('convert.points')}
        value={points}
        onChange={edit(setPoints)}
        inputMode="numeric"
        autoComplete="off"
        maxLength={16}
        required
        testId="convert-points"
        error={showProblem && preview.problem ? problemText(preview.problem) : null}
        hint={t('convert.available', pointsCount(spendablePoints))}
        trailing={
          <button
            type="button"
            data-testid="convert-max"
            disabled={largest === 0n}
            onClick={() => edit(setPoints)(String(largest))}
            className={`${buttonStyles.secondary} h-11`}
          >
            {t('convert.max')}
          </button>
        }
      />
      <PaymentPasswordField
        hasPaymentPassword={hasPaymentPassword}
        value={payment.password}
        onChange={payment.setPassword}
        showRequired={submitted}
        testId="convert-payment-password"
        onSetPaymentPassword={onSetPaymentPassword}
      />
      <div className="flex items-baseline justify-between gap-4 rounded-lg border border-border bg-surface-2 p-3">
        <span className="text-sm text-muted">{t('convert.receive')}</span>
        <span className="text-xl font-extrabold tabular-nums" data-testid="convert-preview">
          {preview.problem === null ? format.money(preview.amountMinor) : '—'}
        </span>
      </div>
      <p className="text-xs text-muted">{t('convert.roundingNote')}</p>
      <PaymentActions
        failure={payment.failure}
        uncertain={payment.uncertain}
        pending={mutation.isPending}
        hasPaymentPassword={hasPaymentPassword}
        testIdPrefix="convert"
        submitLabel={t('convert.submit')}
        onSetPaymentPassword={onSetPaymentPassword}
        onCancel={props.onClose}
      />
    </form>
  );
}

/**
 * Converting points to money in the main wallet (spec §7 pointsConvert): the ratio, the units and the
 * minimum; a preview of the money rounded down as the server pays it; the payment password.
 */
export function ConvertDialog({
  onClose,
  ...form
}: Omit<ConvertFormProps, 'onDone' | 'onPendingChange' | 'onClose'> & { onClose: () => void }) {
  const { t } = useTranslation(['loyalty', 'common']);
  const [paidMinor, setPaidMinor] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  return (
    <Modal
      open
      onOpenChange={(open) => (open || pending ? undefined : onClose())}
      title={t('convert.title')}
      testId="convert-dialog"
    >
      {paidMinor !== null ? (
        <div className="flex flex-col gap-4" data-testid="convert-success">
          <p
            role="status"
            className="flex items-start gap-3 rounded-lg border border-border bg-surface-2 p-4 text-sm"
          >
            <CheckIcon className="mt-0.5 size-5 shrink-0 text-success" />
            <span>{t('convert.done', { amount: form.format.money(paidMinor) })}</span>
          </p>
          <button type="button" onClick={onClose} className={`${buttonStyles.primary} h-11 sm:self-end`}>
            {t('common:actions.close')}
          </button>
        </div>
      ) : (
        <ConvertForm {...form} onDone={setPaidMinor} onClose={onClose} onPendingChange={setPending} />
      )}
    </Modal>
  );
}
