import type {
  AdminDepositChannel,
  AdminDepositChannelListResponse,
  AdminDepositChannelRequest,
  DepositChannelType,
} from '@gaming/contracts/deposits';
import { formatMinorUnits } from '@gaming/contracts/money';
import { PlusIcon } from '@gaming/ui/icons';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/badge';
import { buttonStyles, inputStyles } from '../../../components/button-styles';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { FormError } from '../../../components/form-error';
import { LoadingState } from '../../../components/loading-state';
import { LocalizedTextFields } from '../../../components/localized-text-fields';
import { Modal } from '../../../components/modal';
import type { Problems } from '../../../lib/form-values';
import {
  type LocalizedDraft,
  localizedDraftOf,
  readLocalized,
  writtenTexts,
} from '../../../lib/localized-text';
import { useDepositChannels, useSaveDepositChannel } from '../api/deposit-channels';

type Draft = {
  type: DepositChannelType;
  name: string;
  /** The name per language members read (EN optional too: `name` is the fallback). */
  localizedNames: LocalizedDraft;
  enabled: boolean;
  sortOrder: string;
  minAmount: string;
  maxAmount: string;
  feePercent: string;
  feeFixed: string;
  bankName: string;
  accountName: string;
  accountNumber: string;
  instructions: string;
  useSimulator: boolean;
  baseUrl: string;
  merchantId: string;
  secret: string;
};

const plain = (minor: string, decimals: number) =>
  formatMinorUnits(BigInt(minor), decimals).replaceAll(',', '');

function draftOf(channel: AdminDepositChannel | null, decimals: number): Draft {
  return {
    type: channel?.type ?? 'manual_bank',
    name: channel?.name ?? '',
    localizedNames: localizedDraftOf(channel?.localizedNames),
    enabled: channel?.enabled ?? true,
    sortOrder: String(channel?.sortOrder ?? 100),
    minAmount: channel ? plain(channel.minAmountMinor, decimals) : '100',
    maxAmount: channel ? plain(channel.maxAmountMinor, decimals) : '100000',
    feePercent: channel ? String(channel.feeBasisPoints / 100) : '0',
    feeFixed: channel ? plain(channel.feeFixedMinor, decimals) : '0',
    bankName: channel?.bank?.bankName ?? '',
    accountName: channel?.bank?.accountName ?? '',
    accountNumber: channel?.bank?.accountNumber ?? '',
    instructions: channel?.bank?.instructions ?? '',
    useSimulator: channel?.gateway ? channel.gateway.baseUrl === null : false,
    baseUrl: channel?.gateway?.baseUrl ?? '',
    merchantId: channel?.gateway?.merchantId ?? '',
    secret: '',
  };
}

/** Percent text to basis points without floats: "1.25" -> 125; undefined when not a plain percentage. */
export function basisPointsOf(text: string): number | undefined {
  const match = /^(\d{1,2})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

const channelNameLength = 80;

/** The names per language to send, or null with their problems (`localizedNames.${code}`). */
function readNames(draft: Draft, problems: Problems): Record<string, string> | null {
  const names = readLocalized(draft.localizedNames, 'localizedNames', channelNameLength, problems, {
    englishRequired: false,
  });
  return names ? writtenTexts(names) : null;
}

function requestOf(draft: Draft, localizedNames: Record<string, string>): AdminDepositChannelRequest {
  return {
    type: draft.type,
    name: draft.name.trim(),
    localizedNames,
    enabled: draft.enabled,
    sortOrder: Number.parseInt(draft.sortOrder, 10) || 0,
    minAmount: draft.minAmount.trim(),
    maxAmount: draft.maxAmount.trim(),
    feeBasisPoints: basisPointsOf(draft.feePercent) ?? -1,
    feeFixed: draft.feeFixed.trim(),
    bank:
      draft.type === 'manual_bank'
        ? {
            bankName: draft.bankName.trim(),
            accountName: draft.accountName.trim(),
            accountNumber: draft.accountNumber.trim(),
            instructions: draft.instructions.trim() || null,
          }
        : null,
    gateway:
      draft.type === 'gateway'
        ? {
            baseUrl: draft.useSimulator ? null : draft.baseUrl.trim(),
            merchantId: draft.merchantId.trim(),
            ...(draft.secret ? { secret: draft.secret } : {}),
          }
        : null,
  };
}

/** A saved channel with some changes (enabled, order): its names as stored, every language kept. */
function requestFromChannel(channel: AdminDepositChannel, decimals: number, changes: Partial<Draft>) {
  return requestOf({ ...draftOf(channel, decimals), ...changes }, channel.localizedNames);
}

function TextInput({
  label,
  value,
  onChange,
  testId,
  hint,
  type = 'text',
  required = false,
  multiline = false,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  testId: string;
  hint?: string;
  type?: string;
  required?: boolean;
  /** A sentence or two (shown to members as written): a full-width text area, not a one-line input. */
  multiline?: boolean;
}) {
  const id = useId();
  const common = {
    id,
    'data-testid': testId,
    value,
    required,
    'aria-describedby': hint ? `${id}-hint` : undefined,
    autoComplete: 'off',
  };
  return (
    <div className={`flex flex-col gap-1.5 ${multiline ? 'sm:col-span-2' : ''}`}>
      <label htmlFor={id} className="font-semibold">
        {label}
      </label>
      {multiline ? (
        <textarea
          {...common}
          rows={3}
          className={`${inputStyles} h-24 py-2`}
          onChange={(event) => onChange(event.target.value)}
        />
      ) : (
        <input
          {...common}
          type={type}
          className={inputStyles}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-3 rounded-md border border-border p-3 sm:grid-cols-2">
      <legend className="px-1 text-sm font-semibold">{title}</legend>
      {children}
    </fieldset>
  );
}

function ChannelDialog({
  channel,
  context,
  onClose,
}: {
  channel: AdminDepositChannel | null;
  context: AdminDepositChannelListResponse;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveDepositChannel();
  const [draft, setDraft] = useState(() => draftOf(channel, context.decimals));
  const [problems, setProblems] = useState<Problems>({});
  const set = (next: Partial<Draft>) => setDraft((current) => ({ ...current, ...next }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const found: Problems = {};
    const localizedNames = readNames(draft, found);
    setProblems(found);
    if (!localizedNames) return;
    save.mutate(
      { id: channel?.id ?? null, channel: requestOf(draft, localizedNames) },
      { onSuccess: onClose },
    );
  };
  return (
    <Modal
      open
      wide
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      testId="channel-dialog"
      title={channel ? t('channels.editTitle', { name: channel.name }) : t('channels.createTitle')}
      description={t('channels.dialogDescription')}
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <div className="grid gap-3 sm:grid-cols-2">
          <label className="flex flex-col gap-1.5">
            <span className="font-semibold">{t('channels.fields.type')}</span>
            <select
              data-testid="channel-type"
              className={inputStyles}
              value={draft.type}
              disabled={channel !== null}
              onChange={(event) => set({ type: event.target.value as DepositChannelType })}
            >
              <option value="manual_bank">{t('deposits.types.manual_bank')}</option>
              <option value="gateway">{t('deposits.types.gateway')}</option>
            </select>
          </label>
          <TextInput
            label={t('channels.fields.name')}
            value={draft.name}
            onChange={(name) => set({ name })}
            testId="channel-name"
            required
          />
          <LocalizedTextFields
            label={t('channels.fields.localizedName')}
            field="localizedNames"
            value={draft.localizedNames}
            onChange={(localizedNames) => set({ localizedNames })}
            problems={problems}
            maxLength={channelNameLength}
            testId="channel-localized-name"
            fallbackNote={t('channels.localizedNameHint')}
          />
          <TextInput
            label={t('channels.fields.minAmount', { symbol: context.currencySymbol })}
            value={draft.minAmount}
            onChange={(minAmount) => set({ minAmount })}
            testId="channel-min"
            required
          />
          <TextInput
            label={t('channels.fields.maxAmount', { symbol: context.currencySymbol })}
            value={draft.maxAmount}
            onChange={(maxAmount) => set({ maxAmount })}
            testId="channel-max"
            required
          />
          <TextInput
            label={t('channels.fields.feePercent')}
            value={draft.feePercent}
            onChange={(feePercent) => set({ feePercent })}
            testId="channel-fee-percent"
            hint={t('channels.fields.feeHint')}
          />
          <TextInput
            label={t('channels.fields.feeFixed', { symbol: context.currencySymbol })}
            value={draft.feeFixed}
            onChange={(feeFixed) => set({ feeFixed })}
            testId="channel-fee-fixed"
          />
          <TextInput
            label={t('channels.fields.sortOrder')}
            value={draft.sortOrder}
            onChange={(sortOrder) => set({ sortOrder })}
            testId="channel-sort-order"
            type="number"
            hint={t('channels.fields.sortOrderHint')}
          />
          <label className="flex items-center gap-2 self-end pb-2">
            <input
              type="checkbox"
              data-testid="channel-enabled"
              checked={draft.enabled}
              onChange={(event) => set({ enabled: event.target.checked })}
            />
            <span className="font-semibold">{t('channels.fields.enabled')}</span>
          </label>
        </div>
        {draft.type === 'manual_bank' ? (
          <Section title={t('channels.bankSection')}>
            <TextInput
              label={t('channels.fields.bankName')}
              value={draft.bankName}
              onChange={(bankName) => set({ bankName })}
              testId="channel-bank-name"
              required
            />
            <TextInput
              label={t('channels.fields.accountName')}
              value={draft.accountName}
              onChange={(accountName) => set({ accountName })}
              testId="channel-account-name"
              required
            />
            <TextInput
              label={t('channels.fields.accountNumber')}
              value={draft.accountNumber}
              onChange={(accountNumber) => set({ accountNumber })}
              testId="channel-account-number"
              required
            />
            <TextInput
              label={t('channels.fields.instructions')}
              value={draft.instructions}
              onChange={(instructions) => set({ instructions })}
              testId="channel-instructions"
              multiline
            />
          </Section>
        ) : (
          <Section title={t('channels.gatewaySection')}>
            <label className="flex items-center gap-2 sm:col-span-2">
              <input
                type="checkbox"
                data-testid="channel-use-simulator"
                checked={draft.useSimulator}
                onChange={(event) => set({ useSimulator: event.target.checked })}
              />
              <span>
                {context.gatewaySimulatorEnabled
                  ? t('channels.fields.useSimulator')
                  : t('channels.fields.useSimulatorOff')}
              </span>
            </label>
            <TextInput
              label={t('channels.fields.merchantId')}
              value={draft.merchantId}
              onChange={(merchantId) => set({ merchantId })}
              testId="channel-merchant"
              required
            />
            {draft.useSimulator ? null : (
              <>
                <TextInput
                  label={t('channels.fields.baseUrl')}
                  value={draft.baseUrl}
                  onChange={(baseUrl) => set({ baseUrl })}
                  testId="channel-base-url"
                  required
                />
                <TextInput
                  label={t('channels.fields.secret')}
                  value={draft.secret}
                  onChange={(secret) => set({ secret })}
                  testId="channel-secret"
                  type="password"
                  hint={
                    channel?.gateway?.hasSecret
                      ? t('channels.fields.secretKept')
                      : t('channels.fields.secretHint')
                  }
                />
              </>
            )}
          </Section>
        )}
        {save.isError ? <FormError error={save.error} testId="channel-error" /> : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button type="button" className={buttonStyles.secondary} onClick={onClose}>
            {t('actions.cancel')}
          </button>
          <button
            type="submit"
            data-testid="channel-save"
            disabled={save.isPending}
            className={buttonStyles.primary}
          >
            {t('channels.save')}
          </button>
        </div>
      </form>
    </Modal>
  );
}

function feeText(channel: AdminDepositChannel, decimals: number): string {
  const parts: string[] = [];
  if (channel.feeBasisPoints > 0) parts.push(`${channel.feeBasisPoints / 100}%`);
  if (channel.feeFixedMinor !== '0') parts.push(formatMinorUnits(BigInt(channel.feeFixedMinor), decimals));
  return parts.join(' + ') || '0';
}

/** Deposit channels: list in member order, create, edit, enable or disable. */
export function ChannelManager({ canManage }: { canManage: boolean }) {
  const { t } = useTranslation();
  const channels = useDepositChannels();
  const toggle = useSaveDepositChannel();
  const [editing, setEditing] = useState<AdminDepositChannel | 'new' | null>(null);
  if (channels.isError && !channels.data)
    return <ErrorState error={channels.error} onRetry={() => void channels.refetch()} />;
  if (!channels.data) return <LoadingState />;
  const context = channels.data;
  return (
    <div className="flex flex-col gap-4">
      {canManage ? (
        <button
          type="button"
          data-testid="channel-create"
          className={`${buttonStyles.primary} self-start`}
          onClick={() => setEditing('new')}
        >
          <PlusIcon className="size-4" />
          {t('channels.create')}
        </button>
      ) : null}
      {toggle.isError ? <FormError error={toggle.error} testId="channel-toggle-error" /> : null}
      {context.channels.length === 0 ? <EmptyState title={t('channels.empty')} /> : null}
      <ul className="flex flex-col gap-2" data-testid="channel-list">
        {context.channels.map((channel) => (
          <li
            key={channel.id}
            data-testid="channel-row"
            data-channel-id={channel.id}
            className="grid gap-3 rounded-lg border border-border bg-surface p-3 md:grid-cols-[1fr_auto] md:items-center"
          >
            <div className="flex min-w-0 flex-col gap-1">
              <div className="flex flex-wrap items-center gap-2">
                <span className="text-muted tabular-nums">#{channel.sortOrder}</span>
                <span className="font-semibold">{channel.name}</span>
                <Badge tone="neutral">{t(`deposits.types.${channel.type}`)}</Badge>
                <Badge
                  tone={channel.enabled ? 'success' : 'neutral'}
                  value={channel.enabled ? 'enabled' : 'disabled'}
                  testId="channel-row-state"
                >
                  {channel.enabled ? t('channels.enabled') : t('channels.disabled')}
                </Badge>
                {channel.gateway?.baseUrl === null ? (
                  <Badge tone="warning">{t('channels.simulator')}</Badge>
                ) : null}
              </div>
              <span className="text-muted tabular-nums">
                {t('channels.summary', {
                  min: formatMinorUnits(BigInt(channel.minAmountMinor), context.decimals),
                  max: formatMinorUnits(BigInt(channel.maxAmountMinor), context.decimals),
                  fee: feeText(channel, context.decimals),
                })}
              </span>
              {channel.bank ? (
                <span className="text-muted break-all">
                  {channel.bank.bankName} · {channel.bank.accountName} · {channel.bank.accountNumber}
                </span>
              ) : null}
            </div>
            {canManage ? (
              <div className="flex gap-2">
                <button
                  type="button"
                  data-testid="channel-toggle"
                  disabled={toggle.isPending}
                  className={`${buttonStyles.secondary} ${buttonStyles.small}`}
                  onClick={() =>
                    toggle.mutate({
                      id: channel.id,
                      channel: requestFromChannel(channel, context.decimals, { enabled: !channel.enabled }),
                    })
                  }
                >
                  {channel.enabled ? t('channels.disable') : t('channels.enable')}
                </button>
                <button
                  type="button"
                  data-testid="channel-edit"
                  className={`${buttonStyles.secondary} ${buttonStyles.small}`}
                  onClick={() => setEditing(channel)}
                >
                  {t('channels.edit')}
                </button>
              </div>
            ) : null}
          </li>
        ))}
      </ul>
      {editing ? (
        <ChannelDialog
          channel={editing === 'new' ? null : editing}
          context={context}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </div>
  );
}
