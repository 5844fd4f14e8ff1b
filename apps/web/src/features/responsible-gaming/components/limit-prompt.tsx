import { type FormEvent, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../components/button-styles';
import { FormAlert } from '../../../components/form-alert';
import { SelectField, TextField } from '../../../components/form-field';
import { Modal } from '../../../components/modal';
import { useSession } from '../../auth/hooks/use-session';
import { useRgProfile } from '../api/get-rg-profile';
import { useRgStatus } from '../api/get-rg-status';
import { useSetLimit } from '../api/set-limit';
import { useOpenMemberPage } from '../hooks/use-open-responsible-gaming';
import { useRgBrand } from '../hooks/use-rg-brand';
import { useLimitPromptStore } from '../lib/limit-prompt-store';
import { limitInputToValue } from '../lib/rg-format';

const periods = ['day', 'week', 'month'] as const;

function LimitPromptDialog({ mandatory }: { mandatory: boolean }) {
  const { t } = useTranslation(['responsible', 'common']);
  const close = useLimitPromptStore((state) => state.close);
  const brand = useRgBrand();
  const setLimit = useSetLimit();
  const openPage = useOpenMemberPage();
  const [period, setPeriod] = useState<(typeof periods)[number]>('day');
  const [text, setText] = useState('');
  const [inputError, setInputError] = useState<string | null>(null);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const value = limitInputToValue('deposit', text, brand.decimals);
    if (value === null) {
      setInputError(t('limits.invalidAmount'));
      return;
    }
    setInputError(null);
    setLimit.mutate({ kind: 'deposit', period, value }, { onSuccess: close });
  };
  return (
    <Modal
      open
      onOpenChange={(isOpen) => (isOpen ? undefined : close())}
      testId="rg-limit-prompt"
      title={t('prompt.title')}
      description={t(mandatory ? 'prompt.bodyRequired' : 'prompt.body')}
    >
      <form onSubmit={onSubmit} noValidate className="mt-4 flex flex-col gap-3">
        <SelectField
          label={t('prompt.period')}
          value={period}
          onChange={(value) => setPeriod(periods.find((entry) => entry === value) ?? 'day')}
          options={periods.map((entry) => ({ value: entry, label: t(`limits.periods.rolling.${entry}`) }))}
          testId="rg-limit-prompt-period"
        />
        <TextField
          label={t('limits.newValueAmount', { symbol: brand.symbol })}
          value={text}
          onChange={setText}
          error={inputError}
          inputMode="decimal"
          autoComplete="off"
          testId="rg-limit-prompt-amount"
        />
        <FormAlert error={setLimit.error} testId="rg-limit-prompt-error" />
        <div className="mt-2 flex flex-col gap-2 sm:flex-row-reverse">
          <button
            type="submit"
            data-testid="rg-limit-prompt-save"
            disabled={setLimit.isPending}
            className={`${buttonStyles.primary} sm:flex-1`}
          >
            {t('limits.save')}
          </button>
          <button
            type="button"
            data-testid="rg-limit-prompt-tools"
            onClick={() => {
              close();
              openPage('responsibleGaming');
            }}
            className={`${buttonStyles.secondary} sm:flex-1`}
          >
            {t('prompt.allTools')}
          </button>
          <button
            type="button"
            data-testid="rg-limit-prompt-later"
            onClick={close}
            className={`${buttonStyles.ghost} sm:flex-1`}
          >
            {t('prompt.later')}
          </button>
        </div>
      </form>
    </Modal>
  );
}

/**
 * The deposit-limit prompt (issue 20): after registration or before the first deposit, as the brand's
 * profile says (promptAt), and only while the member has no deposit limit. A mandatory limit is refused
 * at the deposit by the server anyway; this asks first.
 */
export function LimitPromptHost() {
  const open = useLimitPromptStore((state) => state.open);
  const close = useLimitPromptStore((state) => state.close);
  const { status } = useSession();
  const profile = useRgProfile({ enabled: open !== null });
  const rgStatus = useRgStatus({ enabled: open !== null && status === 'member' });
  if (open === null || status !== 'member' || !profile.data || !rgStatus.data) return null;
  const tool = profile.data.limits.deposit;
  const hasDepositLimit = rgStatus.data.limits.limits.some(
    (limit) => limit.kind === 'deposit' && limit.activeValue !== null,
  );
  const wanted = tool.offered && !hasDepositLimit && profile.data.limits.promptAt === open;
  if (!wanted) {
    // Nothing to ask: forget the request so it does not open later by surprise.
    queueMicrotask(close);
    return null;
  }
  return (
    <Suspense fallback={null}>
      <LimitPromptDialog mandatory={tool.mandatory} />
    </Suspense>
  );
}
