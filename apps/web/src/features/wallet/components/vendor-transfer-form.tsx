import { type FormEvent, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../components/button-styles';
import { FormAlert } from '../../../components/form-alert';
import { SelectField, TextField } from '../../../components/form-field';
import { errorCodeOf } from '../../../lib/api-client';
import { useForm } from '../../../lib/use-form';
import { type AmountProblem, checkAmount, formatMoney, toMinor, withSymbol } from '../lib/money';
import type {
  VendorTransferDirection,
  VendorTransferRequest,
  VendorTransferResponse,
  VendorWallet,
  VendorWalletsResponse,
} from '../lib/vendor-wallet-types';

const amountProblemKeys: Record<AmountProblem, string> = {
  required: 'transfer.amountRequired',
  invalid: 'transfer.amountInvalid',
  tooPrecise: 'transfer.amountTooPrecise',
  notPositive: 'transfer.amountNotPositive',
  aboveAvailable: 'vendors.amountAboveSource',
};
/** The server's field message for an amount it refused (contracts: amountInputSchema). */
const serverAmountMessage = 'validation.amount';
const directions: VendorTransferDirection[] = ['in', 'out'];

type Values = { amount: string };

/** Vendor-wallet refusals read better in the wallet's own words than in the generic error texts. */
const vendorErrorKeys: Record<string, string> = {
  invalid_state: 'vendors.errors.transferPending',
  service_unavailable: 'vendors.errors.vendorUnavailable',
};

function VendorTransferError({ error, direction }: { error: unknown; direction: VendorTransferDirection }) {
  const { t } = useTranslation(['wallet', 'common']);
  const code = errorCodeOf(error);
  const key =
    code === 'insufficient_funds' && direction === 'out'
      ? 'vendors.errors.vendorShort'
      : vendorErrorKeys[code];
  if (!key) return <FormAlert error={error} testId="vendor-transfer-error" />;
  return (
    <p
      role="alert"
      data-testid="vendor-transfer-error"
      data-tone="error"
      data-error-code={code}
      className="rounded-md border border-border bg-danger-surface p-3 text-sm text-text"
    >
      {t(key)}
    </p>
  );
}

type TransferHandle = {
  send: (input: Omit<VendorTransferRequest, 'requestId'>) => Promise<VendorTransferResponse | null>;
  pending: boolean;
  uncertain: boolean;
};

/**
 * Moves money between the main wallet and one vendor wallet: vendor, direction, amount (with a button
 * for everything the source holds), then the new balances of both wallets.
 */
export function VendorTransferForm({
  data,
  vendors,
  selection,
  onSelectionChange,
  transfer,
}: {
  data: VendorWalletsResponse;
  vendors: VendorWallet[];
  selection: { vendorCode: string; direction: VendorTransferDirection };
  onSelectionChange: (next: { vendorCode: string; direction: VendorTransferDirection }) => void;
  transfer: TransferHandle;
}) {
  const { t } = useTranslation(['wallet', 'common']);
  const [failure, setFailure] = useState<unknown>(null);
  const [success, setSuccess] = useState<VendorTransferResponse | null>(null);
  const vendor = vendors.find((entry) => entry.vendorCode === selection.vendorCode) ?? vendors[0];
  const direction = selection.direction;
  const sourceMinor = toMinor(direction === 'in' ? data.mainAvailableMinor : (vendor?.balanceMinor ?? '0'));
  const validate = useCallback(
    (values: Values) => {
      const problem = checkAmount(values.amount, data.decimals, sourceMinor).problem;
      return { amount: problem ? amountProblemKeys[problem] : null };
    },
    [data.decimals, sourceMinor],
  );
  const form = useForm<Values>({ amount: '' }, validate);
  const money = (minor: string | bigint) =>
    withSymbol(data.currencySymbol, formatMoney(minor, data.decimals));
  const errorKey = form.errorOf('amount');
  const errorText = errorKey
    ? t(errorKey === serverAmountMessage ? 'transfer.amountInvalid' : errorKey, { count: data.decimals })
    : null;
  if (!vendor) return null;
  const maintenanceBlocksIn = direction === 'in' && vendor.status === 'maintenance';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.check() || transfer.pending || maintenanceBlocksIn) return;
    setFailure(null);
    setSuccess(null);
    try {
      const result = await transfer.send({
        vendorCode: vendor.vendorCode,
        direction,
        amount: form.values.amount.trim(),
      });
      if (!result) return;
      setSuccess(result);
      form.reset({ amount: '' });
    } catch (error) {
      form.takeServerIssues(error);
      setFailure(error);
    }
  };

  return (
    <form
      noValidate
      data-testid="vendor-transfer-form"
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-4 rounded-lg border border-border p-4"
    >
      <SelectField
        label={t('vendors.vendor')}
        value={vendor.vendorCode}
        onChange={(vendorCode) => onSelectionChange({ vendorCode, direction })}
        options={vendors.map((entry) => ({ value: entry.vendorCode, label: entry.displayName }))}
        testId="vendor-transfer-vendor"
      />
      <fieldset className="flex min-w-0 flex-col gap-1.5">
        <legend className="mb-1.5 text-sm font-medium">{t('vendors.direction')}</legend>
        <div className="grid grid-cols-2 gap-1 rounded-lg bg-surface-2 p-1">
          {directions.map((option) => (
            <label
              key={option}
              className={`flex h-9 cursor-pointer items-center justify-center rounded-md px-2 text-center text-sm font-semibold has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-focus ${
                option === direction ? 'bg-surface text-accent-text shadow-sm' : 'text-muted hover:text-text'
              }`}
            >
              <input
                type="radio"
                name="vendor-transfer-direction"
                value={option}
                data-testid={`vendor-transfer-direction-${option}`}
                checked={option === direction}
                onChange={() => onSelectionChange({ vendorCode: vendor.vendorCode, direction: option })}
                className="sr-only"
              />
              {t(option === 'in' ? 'vendors.directionIn' : 'vendors.directionOut', {
                vendor: vendor.displayName,
              })}
            </label>
          ))}
        </div>
      </fieldset>
      <p className="flex items-baseline justify-between gap-3 rounded-lg bg-surface-2 px-3 py-2.5 text-sm">
        <span className="text-muted">
          {direction === 'in'
            ? t('vendors.mainAvailable')
            : t('vendors.vendorBalance', { vendor: vendor.displayName })}
        </span>
        <span data-testid="vendor-transfer-source" className="font-bold tabular-nums">
          {money(sourceMinor ?? 0n)}
        </span>
      </p>
      <TextField
        label={t('transfer.amount', { symbol: data.currencySymbol })}
        value={form.values.amount}
        onChange={(value) => form.set('amount', value)}
        onBlur={() => form.touch('amount')}
        error={errorText}
        hint={t('transfer.amountHint', { count: data.decimals })}
        testId="vendor-transfer-amount"
        inputMode="decimal"
        autoComplete="off"
        placeholder={formatMoney(0n, data.decimals)}
        maxLength={24}
        required
        trailing={
          <button
            type="button"
            data-testid="vendor-transfer-max"
            disabled={!sourceMinor}
            onClick={() =>
              form.set('amount', formatMoney(sourceMinor ?? 0n, data.decimals).replaceAll(',', ''))
            }
            className={`${buttonStyles.secondary} h-11`}
          >
            {t('vendors.max')}
          </button>
        }
      />
      {maintenanceBlocksIn ? (
        <p data-testid="vendor-transfer-maintenance" className="text-sm text-muted">
          {t('vendors.maintenanceHint')}
        </p>
      ) : null}
      {success?.status === 'pending' ? (
        <p
          role="status"
          data-testid="vendor-transfer-pending"
          className="rounded-md border border-border bg-warning-surface p-3 text-sm text-text"
        >
          {t('vendors.pendingNotice', {
            amount: money(success.amountMinor),
            vendor:
              vendors.find((entry) => entry.vendorCode === success.vendorCode)?.displayName ??
              success.vendorCode,
          })}
        </p>
      ) : success ? (
        <FormAlert
          testId="vendor-transfer-success"
          success={t(success.direction === 'in' ? 'vendors.doneIn' : 'vendors.doneOut', {
            amount: money(success.amountMinor),
            vendor:
              vendors.find((entry) => entry.vendorCode === success.vendorCode)?.displayName ??
              success.vendorCode,
            main: money(success.mainBalanceMinor),
            vendorBalance: money(success.vendorBalanceMinor),
          })}
        />
      ) : null}
      {failure ? <VendorTransferError error={failure} direction={direction} /> : null}
      {failure && transfer.uncertain ? (
        <p data-testid="vendor-transfer-uncertain" className="text-xs text-muted">
          {t('vendors.uncertain')}
        </p>
      ) : null}
      <button
        type="submit"
        data-testid="vendor-transfer-submit"
        disabled={transfer.pending || maintenanceBlocksIn}
        className={`${buttonStyles.primary} h-11`}
      >
        {t('vendors.submit')}
      </button>
    </form>
  );
}
