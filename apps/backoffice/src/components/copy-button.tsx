import { CheckIcon, CopyIcon } from '@gaming/ui/icons';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from './button-styles';

const copiedForMs = 2_000;

/** Copies a value to the clipboard and says so; falls back to selecting text where the API is blocked. */
export function CopyButton({
  value,
  label,
  testId = 'copy-button',
}: {
  value: string;
  label: string;
  testId?: string;
}) {
  const { t } = useTranslation();
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    const timer = window.setTimeout(() => setState('idle'), copiedForMs);
    return () => window.clearTimeout(timer);
  }, [state]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setState('copied');
    } catch {
      setState('failed');
    }
  };
  return (
    <>
      <button
        type="button"
        data-testid={testId}
        data-copy-state={state}
        className={`${buttonStyles.secondary} ${buttonStyles.small} shrink-0`}
        aria-label={t('actions.copyValue', { label })}
        onClick={() => void copy()}
      >
        {state === 'copied' ? <CheckIcon className="size-4 text-success" /> : <CopyIcon className="size-4" />}
        <span>{state === 'copied' ? t('actions.copied') : t('actions.copy')}</span>
      </button>
      <span className="sr-only" role="status" aria-live="polite">
        {state === 'copied' ? t('actions.copied') : state === 'failed' ? t('actions.copyFailed') : ''}
      </span>
    </>
  );
}
