import { CheckIcon, CopyIcon } from '@gaming/ui/icons';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A labelled value (inside a `<dl>`) with a copy button that says when it copied; without clipboard rights
 * the value stays selectable. `className` frames the row where it stands (a bordered card, a plain line).
 */
export function CopyValue({
  label,
  value,
  testId,
  className = 'py-2',
}: {
  label: string;
  value: string;
  testId: string;
  className?: string;
}) {
  const { t } = useTranslation('common');
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    // A dl group holds only dt and dd (axe definition-list): the copy button is a dd of its own, placed at
    // the end by the grid. The value (a bank name, an account number) is isolated in its own direction, so
    // a Latin name keeps its full stop at its end in right-to-left text.
    <div className={`grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 ${className}`}>
      <dt className="col-start-1 text-xs text-muted">{label}</dt>
      <dd data-testid={testId} className="col-start-1 row-start-2 min-w-0 font-semibold break-all select-all">
        <bdi>{value}</bdi>
      </dd>
      <dd className="col-start-2 row-span-2 row-start-1">
        <button
          type="button"
          onClick={() => void copy()}
          data-testid={`${testId}-copy`}
          aria-label={t('actions.copyLabel', { label })}
          className="inline-flex h-9 shrink-0 items-center gap-1.5 rounded-md border border-border bg-surface px-3 text-xs font-semibold hover:bg-surface-3"
        >
          {copied ? <CheckIcon className="size-4 text-success" /> : <CopyIcon className="size-4" />}
          <span aria-live="polite">{copied ? t('actions.copied') : t('actions.copy')}</span>
        </button>
      </dd>
    </div>
  );
}
