import type { MallItem, Redeem } from '@gaming/contracts/points-mall';
import { pointsMallLimits } from '@gaming/contracts/points-mall';
import { CheckIcon } from '@gaming/ui/icons';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../components/button-styles';
import { TextField } from '../../../components/form-field';
import { Modal } from '../../../components/modal';
import { useRedeemItem } from '../api/redeem-item';
import type { LoyaltyFormat } from '../lib/loyalty-format';
import { type RedeemBlock, redeemCapacity, redeemTotalPoints } from '../lib/redeem';
import { shortReference } from '../lib/reference';
import { usePaymentSubmit } from '../lib/use-payment-submit';
import { formatPoints, parsePositiveCount, pointsCount } from '../lib/whole-numbers';
import { ItemGallery } from './item-picture';
import { PaymentActions, PaymentPasswordField } from './payment-failure';
import { RedeemStatusChip } from './redeem-status-chip';

/** The quantity with − and + beside it; typing works too. */
function QuantityField({
  value,
  maximum,
  onChange,
}: {
  value: string;
  maximum: number;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation(['loyalty', 'common']);
  const count = parsePositiveCount(value, maximum);
  const step = (delta: number) => onChange(String(Math.min(maximum, Math.max(1, (count ?? 1) + delta))));
  const stepClass = `${buttonStyles.secondary} size-11 shrink-0 px-0 text-lg`;
  return (
    <TextField
      label={t('redeem.quantity')}
      value={value}
      onChange={onChange}
      inputMode="numeric"
      autoComplete="off"
      maxLength={4}
      testId="redeem-quantity"
      error={count === null && value !== '' ? t('redeem.quantityInvalid', { maximum }) : null}
      hint={t('redeem.quantityHint', { maximum })}
      leading={
        <button
          type="button"
          aria-label={t('redeem.less')}
          data-testid="redeem-quantity-less"
          disabled={count !== null && count <= 1}
          onClick={() => step(-1)}
          className={stepClass}
        >
          −
        </button>
      }
      trailing={
        <button
          type="button"
          aria-label={t('redeem.more')}
          data-testid="redeem-quantity-more"
          disabled={count !== null && count >= maximum}
          onClick={() => step(1)}
          className={stepClass}
        >
          +
        </button>
      }
    />
  );
}

function Row({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="flex items-baseline justify-between gap-4">
      <dt className="text-muted">{label}</dt>
      <dd data-testid={testId} className="text-end font-semibold tabular-nums">
        {value}
      </dd>
    </div>
  );
}

/** The redeem's outcome: paid at once (cash, bonus) or waiting for staff (goods). */
function RedeemDone({
  redeem,
  onHistory,
  onClose,
}: {
  redeem: Redeem;
  onHistory: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation(['loyalty', 'common']);
  return (
    <div className="flex flex-col gap-4" data-testid="redeem-success" data-status={redeem.status}>
      <p
        role="status"
        className="flex items-start gap-3 rounded-lg border border-border bg-surface-2 p-4 text-sm"
      >
        <CheckIcon className="mt-0.5 size-5 shrink-0 text-success" />
        <span>{t(redeem.status === 'in_process' ? 'redeem.doneWaiting' : 'redeem.doneApproved')}</span>
      </p>
      <dl className="flex flex-col gap-2 text-sm">
        <Row label={t('redeem.pointsSpent')} value={formatPoints(redeem.points)} />
        <div className="flex items-baseline justify-between gap-4">
          <dt className="text-muted">{t('history.status')}</dt>
          <dd>
            <RedeemStatusChip status={redeem.status} />
          </dd>
        </div>
        <Row label={t('history.reference')} value={shortReference(redeem.transactionReference)} />
      </dl>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" onClick={onClose} className={`${buttonStyles.secondary} h-11`}>
          {t('common:actions.close')}
        </button>
        <button
          type="button"
          data-testid="redeem-see-history"
          onClick={onHistory}
          className={`${buttonStyles.primary} h-11`}
        >
          {t('redeem.seeHistory')}
        </button>
      </div>
    </div>
  );
}

function ItemSummary({ item, format }: { item: MallItem; format: LoyaltyFormat }) {
  const { t } = useTranslation(['loyalty', 'common']);
  return (
    <div className="flex min-w-0 flex-col gap-3">
      <ItemGallery item={item} />
      <div className="min-w-0 text-sm">
        <p className="font-extrabold text-accent-text tabular-nums">
          {t('mall.price', pointsCount(item.pointsPrice))}
        </p>
        {item.amountMinor ? (
          <p className="font-semibold">
            {t(`mall.pays.${item.kind}`, { amount: format.money(item.amountMinor) })}
          </p>
        ) : null}
        {item.wageringMultiple ? (
          <p className="text-xs text-muted">{t('mall.wagering', { multiple: item.wageringMultiple })}</p>
        ) : null}
        {item.description ? (
          <p className="mt-1 text-xs whitespace-pre-line text-muted break-words">{item.description}</p>
        ) : null}
      </div>
    </div>
  );
}

/** Why nothing can be redeemed now (sold out, too few points), with the way out. */
function RedeemBlocked({ block, onClose }: { block: NonNullable<RedeemBlock>; onClose: () => void }) {
  const { t } = useTranslation(['loyalty', 'common']);
  return (
    <div className="flex flex-col gap-4">
      <p
        role="alert"
        data-testid="redeem-blocked"
        data-block={block}
        className="rounded-md border border-border bg-warning-surface p-3 text-sm"
      >
        {t(`redeem.block.${block}`)}
      </p>
      <button type="button" onClick={onClose} className={`${buttonStyles.secondary} h-11 sm:self-end`}>
        {t('common:actions.close')}
      </button>
    </div>
  );
}

type RedeemFormProps = {
  item: MallItem;
  maximum: number;
  spendablePoints: bigint | null;
  hasPaymentPassword: boolean;
  onSetPaymentPassword: () => void;
  onDone: (redeem: Redeem) => void;
  onClose: () => void;
  onPendingChange: (pending: boolean) => void;
};

/**
 * Quantity within what stock, the item's per-redeem maximum and the member's points allow, a remark
 * for goods (delivery details), the payment password (its lockout is the cashier's). One idempotency
 * key per attempt, kept when the outcome is unknown.
 */
function RedeemForm(props: RedeemFormProps) {
  const { item, maximum, spendablePoints, hasPaymentPassword, onSetPaymentPassword } = props;
  const { t } = useTranslation(['loyalty', 'common']);
  const mutation = useRedeemItem();
  const [quantity, setQuantity] = useState('1');
  const [remark, setRemark] = useState('');
  const count = parsePositiveCount(quantity, maximum);
  const totalPoints = redeemTotalPoints(item.pointsPrice, count ?? 1);
  const payment = usePaymentSubmit(
    (requestId, paymentPassword) =>
      mutation.mutateAsync({
        requestId,
        itemId: item.id,
        quantity: count ?? 1,
        paymentPassword,
        remark: remark.trim() === '' ? undefined : remark.trim(),
      }),
    { busy: mutation.isPending, onPendingChange: props.onPendingChange },
  );
  const changed = payment.edit;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await payment.submit(count !== null);
    if (result) props.onDone(result.redeem);
  };
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex min-w-0 flex-col gap-4">
      <QuantityField value={quantity} maximum={maximum} onChange={changed(setQuantity)} />
      {item.kind === 'goods' ? (
        <TextField
          label={t('redeem.remark')}
          value={remark}
          onChange={changed(setRemark)}
          hint={t('redeem.remarkHint')}
          maxLength={pointsMallLimits.remarkLength}
          autoComplete="off"
          testId="redeem-remark"
        />
      ) : null}
      <PaymentPasswordField
        hasPaymentPassword={hasPaymentPassword}
        value={payment.password}
        onChange={payment.setPassword}
        showRequired={payment.submitted}
        testId="redeem-payment-password"
        onSetPaymentPassword={onSetPaymentPassword}
      />
      <dl className="flex flex-col gap-2 rounded-lg border border-border bg-surface-2 p-3 text-sm">
        <Row label={t('redeem.total')} value={formatPoints(totalPoints)} testId="redeem-total" />
        {spendablePoints !== null ? (
          <Row
            label={t('redeem.after')}
            value={spendablePoints >= totalPoints ? formatPoints(spendablePoints - totalPoints) : '—'}
            testId="redeem-after"
          />
        ) : null}
      </dl>
      <PaymentActions
        failure={payment.failure}
        uncertain={payment.uncertain}
        pending={mutation.isPending}
        hasPaymentPassword={hasPaymentPassword}
        testIdPrefix="redeem"
        submitLabel={t('redeem.submit', pointsCount(totalPoints))}
        onSetPaymentPassword={onSetPaymentPassword}
        onCancel={props.onClose}
      />
    </form>
  );
}

/**
 * Redeeming an item (spec §2, §7 pointsRedeem): the item's pictures and terms beside the form (a full
 * sheet on a phone); the outcome once done; why not when it cannot be redeemed now.
 */
export function RedeemDialog({
  item,
  spendablePoints,
  hasPaymentPassword,
  format,
  onSetPaymentPassword,
  onHistory,
  onClose,
}: {
  item: MallItem;
  spendablePoints: bigint | null;
  hasPaymentPassword: boolean;
  format: LoyaltyFormat;
  onSetPaymentPassword: () => void;
  onHistory: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation(['loyalty', 'common']);
  const [done, setDone] = useState<Redeem | null>(null);
  const [pending, setPending] = useState(false);
  // Read once when the dialog opens: the balance refreshing after the redeem must not turn the
  // outcome into "not enough points".
  const [capacity] = useState(() => redeemCapacity(item, spendablePoints));
  return (
    <Modal
      open
      onOpenChange={(open) => (open || pending ? undefined : onClose())}
      title={t('redeem.title', { title: item.title })}
      testId="redeem-dialog"
      phoneSheet
      wide={done === null}
    >
      {done ? (
        <RedeemDone redeem={done} onHistory={onHistory} onClose={onClose} />
      ) : (
        <div className="grid gap-4 md:grid-cols-2 md:gap-6">
          <ItemSummary item={item} format={format} />
          {capacity.block ? (
            <RedeemBlocked block={capacity.block} onClose={onClose} />
          ) : (
            <RedeemForm
              item={item}
              maximum={capacity.maximum}
              spendablePoints={spendablePoints}
              hasPaymentPassword={hasPaymentPassword}
              onSetPaymentPassword={onSetPaymentPassword}
              onDone={setDone}
              onClose={onClose}
              onPendingChange={setPending}
            />
          )}
        </div>
      )}
    </Modal>
  );
}
