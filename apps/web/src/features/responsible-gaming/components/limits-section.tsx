import type { RgProfile } from '@gaming/contracts/jurisdiction';
import type { RgLimit, RgLimitKind, RgLimitPeriod, RgLimitsStatus } from '@gaming/contracts/rg-limits';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../components/button-styles';
import { FormAlert } from '../../../components/form-alert';
import { TextField } from '../../../components/form-field';
import { useCancelLimit } from '../api/cancel-limit';
import { useConfirmLimit } from '../api/confirm-limit';
import { useSetLimit } from '../api/set-limit';
import { useNow } from '../hooks/use-now';
import { type RgBrand, useRgBrand } from '../hooks/use-rg-brand';
import { countdownTo, formatLimitAmount, limitInputToValue, limitRows } from '../lib/rg-format';

const limitKinds: readonly RgLimitKind[] = ['deposit', 'loss', 'wager', 'session_time'];

/** The profile's switch for one kind of limit (offered, mandatory). */
export function limitToolOf(profile: RgProfile, kind: RgLimitKind): { offered: boolean; mandatory: boolean } {
  return kind === 'session_time' ? profile.limits.sessionTime : profile.limits[kind];
}

/** The kinds the brand offers, in a fixed order. */
export function offeredLimitKinds(profile: RgProfile): RgLimitKind[] {
  return limitKinds.filter((kind) => limitToolOf(profile, kind).offered);
}

function Countdown({ iso }: { iso: string }) {
  const { t } = useTranslation('responsible');
  const now = useNow(30_000);
  const left = countdownTo(iso, now);
  if (left === null) return <span>{t('limits.pendingDue')}</span>;
  return <span>{t('limits.countdown', left)}</span>;
}

/** A limit's value as shown: money with the brand's symbol, or "N minutes" for session time. */
function limitText(kind: RgLimitKind, value: string, brand: RgBrand, minutes: (count: number) => string) {
  return kind === 'session_time' ? minutes(Number(value)) : formatLimitAmount(kind, value, brand);
}

function LimitRow({
  kind,
  period,
  limit,
  brand,
}: {
  kind: RgLimitKind;
  period: RgLimitPeriod;
  limit: RgLimit | null;
  brand: RgBrand;
}) {
  const { t } = useTranslation(['responsible', 'common']);
  const minutes = (count: number) => t('limits.minutes', { count });
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState('');
  const [inputError, setInputError] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const setLimit = useSetLimit();
  const confirm = useConfirmLimit();
  const cancel = useCancelLimit();
  const failure = setLimit.error ?? confirm.error ?? cancel.error;
  const testId = `rg-limit-${kind}-${period}`;
  const periodLabel = t(`limits.periods.${kind === 'deposit' ? 'rolling' : 'calendar'}.${period}`);
  const reset = () => {
    setLimit.reset();
    confirm.reset();
    cancel.reset();
    setMessage(null);
  };
  const save = async (value: string | null) => {
    reset();
    try {
      const reply = await setLimit.mutateAsync({ kind, period, value });
      setEditing(false);
      setText('');
      setMessage(
        reply.outcome === 'applied'
          ? t('limits.applied')
          : t('limits.pendingSaved', { at: brand.time(reply.limit.pendingEffectiveAt ?? '') }),
      );
    } catch {
      // Shown by the alert below.
    }
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const value = limitInputToValue(kind, text, brand.decimals);
    if (value === null) {
      setInputError(t(kind === 'session_time' ? 'limits.invalidMinutes' : 'limits.invalidAmount'));
      return;
    }
    setInputError(null);
    void save(value);
  };
  const busy = setLimit.isPending || confirm.isPending || cancel.isPending;
  return (
    <li data-testid={testId} className="flex flex-col gap-3 rounded-lg border border-border bg-surface p-3">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="flex min-w-0 flex-col gap-0.5">
          <span className="text-sm font-semibold">{periodLabel}</span>
          <span className="text-sm">
            {t('limits.active')}:{' '}
            <strong data-testid={`${testId}-value`}>
              {limit?.activeValue ? limitText(kind, limit.activeValue, brand, minutes) : t('limits.none')}
            </strong>
          </span>
          {limit?.remaining != null && limit.activeValue ? (
            <span className="text-sm text-muted">
              {t('limits.remaining')}:{' '}
              <span data-testid={`${testId}-remaining`}>
                {limitText(kind, limit.remaining, brand, minutes)}
              </span>
            </span>
          ) : null}
        </div>
        {!editing ? (
          <button
            type="button"
            data-testid={`${testId}-edit`}
            onClick={() => {
              reset();
              setEditing(true);
            }}
            className={`${buttonStyles.secondary} ${buttonStyles.small}`}
            aria-label={`${t(limit?.activeValue ? 'limits.change' : 'limits.set')}: ${t(`limits.kinds.${kind}.title`)}, ${periodLabel}`}
          >
            {t(limit?.activeValue ? 'limits.change' : 'limits.set')}
          </button>
        ) : null}
      </div>
      {limit?.pending ? (
        <div
          data-testid={`${testId}-pending`}
          data-can-confirm={limit.canConfirm ? 'true' : 'false'}
          className="flex flex-col gap-2 rounded-md border border-border bg-surface-2 p-2.5 text-sm"
        >
          <p>
            {limit.pendingValue
              ? t('limits.pendingIncrease', { value: limitText(kind, limit.pendingValue, brand, minutes) })
              : t('limits.pendingRemoval')}{' '}
            {limit.pendingEffectiveAt && !limit.canConfirm ? (
              <span data-testid={`${testId}-countdown`} className="text-muted">
                <Countdown iso={limit.pendingEffectiveAt} />
              </span>
            ) : null}
          </p>
          <div className="flex flex-wrap gap-2">
            {limit.canConfirm ? (
              <button
                type="button"
                data-testid={`${testId}-confirm`}
                disabled={busy}
                onClick={() => {
                  reset();
                  confirm.mutate({ kind, period }, { onSuccess: () => setMessage(t('limits.confirmed')) });
                }}
                className={`${buttonStyles.primary} ${buttonStyles.small}`}
              >
                {t('limits.confirm')}
              </button>
            ) : null}
            <button
              type="button"
              data-testid={`${testId}-cancel`}
              disabled={busy}
              onClick={() => {
                reset();
                cancel.mutate({ kind, period }, { onSuccess: () => setMessage(t('limits.cancelled')) });
              }}
              className={`${buttonStyles.secondary} ${buttonStyles.small}`}
            >
              {t('limits.cancelPending')}
            </button>
          </div>
        </div>
      ) : null}
      {editing ? (
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-2" data-testid={`${testId}-form`}>
          <TextField
            label={
              kind === 'session_time'
                ? t('limits.newValueMinutes')
                : t('limits.newValueAmount', { symbol: brand.symbol })
            }
            value={text}
            onChange={setText}
            error={inputError}
            hint={limit?.activeValue ? t('limits.increaseHint') : null}
            inputMode={kind === 'session_time' ? 'numeric' : 'decimal'}
            autoComplete="off"
            testId={`${testId}-input`}
          />
          <div className="flex flex-wrap gap-2">
            <button
              type="submit"
              data-testid={`${testId}-save`}
              disabled={busy}
              className={`${buttonStyles.primary} ${buttonStyles.small}`}
            >
              {t('limits.save')}
            </button>
            {limit?.activeValue ? (
              <button
                type="button"
                data-testid={`${testId}-remove`}
                disabled={busy}
                onClick={() => void save(null)}
                className={`${buttonStyles.secondary} ${buttonStyles.small}`}
              >
                {t('limits.remove')}
              </button>
            ) : null}
            <button
              type="button"
              data-testid={`${testId}-close`}
              onClick={() => {
                setEditing(false);
                setInputError(null);
              }}
              className={`${buttonStyles.ghost} ${buttonStyles.small}`}
            >
              {t('common:actions.cancel')}
            </button>
          </div>
        </form>
      ) : null}
      {failure ? <FormAlert error={failure} testId={`${testId}-error`} /> : null}
      {message && !failure ? <FormAlert success={message} testId={`${testId}-message`} /> : null}
    </li>
  );
}

/** One kind's limits: a row per period with its value, what is left, a waiting change, and its controls. */
function LimitKindCard({
  kind,
  status,
  mandatory,
}: {
  kind: RgLimitKind;
  status: RgLimitsStatus;
  mandatory: boolean;
}) {
  const { t } = useTranslation('responsible');
  const brand = useRgBrand();
  const titleId = `rg-limits-${kind}-title`;
  const effective = kind === 'session_time' ? null : status.effectiveRemaining[kind];
  return (
    <section
      aria-labelledby={titleId}
      data-testid={`rg-limits-${kind}`}
      className="flex flex-col gap-3 rounded-xl border border-border bg-bg-elevated p-4"
    >
      <div className="flex flex-col gap-1">
        <h4 id={titleId} className="font-semibold">
          {t(`limits.kinds.${kind}.title`)}
          {mandatory ? (
            <span className="ms-2 rounded-full bg-surface-3 px-2 py-0.5 text-xs font-medium">
              {t('limits.required')}
            </span>
          ) : null}
        </h4>
        <p className="text-sm text-muted">{t(`limits.kinds.${kind}.body`)}</p>
        {effective !== null ? (
          <p className="text-sm">
            {t('limits.effective')}:{' '}
            <strong data-testid={`rg-limits-${kind}-effective`}>{brand.money(effective)}</strong>
          </p>
        ) : null}
      </div>
      <ul className="flex flex-col gap-2">
        {limitRows(kind, status.limits).map(({ period, limit }) => (
          <LimitRow key={period} kind={kind} period={period} limit={limit} brand={brand} />
        ))}
      </ul>
    </section>
  );
}

export function LimitsSection({ profile, status }: { profile: RgProfile; status: RgLimitsStatus }) {
  const { t } = useTranslation('responsible');
  const kinds = offeredLimitKinds(profile);
  if (kinds.length === 0) return null;
  return (
    <section aria-labelledby="rg-limits-title" data-testid="rg-limits" className="flex flex-col gap-3">
      <h3 id="rg-limits-title" className="text-base font-bold">
        {t('limits.title')}
      </h3>
      <p className="text-sm text-muted">
        {t('limits.intro', { hours: profile.limits.increaseCoolingOffHours })}
      </p>
      <div className="grid gap-3 xl:grid-cols-2">
        {kinds.map((kind) => (
          <LimitKindCard
            key={kind}
            kind={kind}
            status={status}
            mandatory={limitToolOf(profile, kind).mandatory}
          />
        ))}
      </div>
    </section>
  );
}
