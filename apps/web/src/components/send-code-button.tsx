import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from './button-styles';

/**
 * "Send code": after a send it counts down the code's lifetime (expiry minutes x 60 s, spec §4) and
 * cannot be pressed again until then; a failed send can be retried at once.
 */
export function SendCodeButton({
  onSend,
  disabled = false,
  testId,
}: {
  onSend: () => Promise<{ expiredMinutes: number } | null>;
  disabled?: boolean;
  testId: string;
}) {
  const { t } = useTranslation();
  const [endsAtMs, setEndsAtMs] = useState<number | null>(null);
  const [nowMs, setNowMs] = useState(() => Date.now());
  const [sending, setSending] = useState(false);
  const remaining = endsAtMs === null ? 0 : Math.max(0, Math.ceil((endsAtMs - nowMs) / 1000));
  useEffect(() => {
    if (endsAtMs === null) return;
    const timer = window.setInterval(() => {
      const now = Date.now();
      setNowMs(now);
      if (now >= endsAtMs) setEndsAtMs(null);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [endsAtMs]);
  const send = async () => {
    setSending(true);
    try {
      const sent = await onSend();
      if (sent) {
        const now = Date.now();
        setNowMs(now);
        setEndsAtMs(now + sent.expiredMinutes * 60_000);
      }
    } finally {
      setSending(false);
    }
  };
  return (
    <button
      type="button"
      data-testid={testId}
      data-remaining={remaining}
      disabled={disabled || sending || remaining > 0}
      onClick={() => void send()}
      aria-live="polite"
      className={`${buttonStyles.secondary} h-11 min-w-28 shrink-0 tabular-nums`}
    >
      {remaining > 0 ? t('form.resendIn', { seconds: remaining }) : t('form.sendCode')}
    </button>
  );
}
