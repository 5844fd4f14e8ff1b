import { AlertIcon, CheckIcon, CloseIcon, InfoIcon } from '@gaming/ui/icons';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { noticeTone } from '../lib/notice-tone';
import { type LiveNotice, useLiveNoticeStore } from '../stores/live-notice-store';

/** Long enough to read a sentence twice; hovering or focusing a notice holds it. */
const visibleMs = 8_000;

const toneIcon = {
  success: <CheckIcon className="size-5 shrink-0 text-success" aria-hidden="true" />,
  danger: <AlertIcon className="size-5 shrink-0 text-danger" aria-hidden="true" />,
  info: <InfoIcon className="size-5 shrink-0 text-accent-text" aria-hidden="true" />,
} as const;

function NoticeToast({
  notice,
  formatAmount,
}: {
  notice: LiveNotice;
  formatAmount: (amountMinor: string) => string;
}) {
  const { t } = useTranslation('live');
  const dismiss = useLiveNoticeStore((state) => state.dismiss);
  const [held, setHeld] = useState(false);
  const remaining = useRef(visibleMs);
  useEffect(() => {
    if (held) return;
    const started = Date.now();
    const timer = setTimeout(() => dismiss(notice.id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current = Math.max(1_000, remaining.current - (Date.now() - started));
    };
  }, [held, dismiss, notice.id]);
  const tone = noticeTone[notice.kind];
  return (
    <li
      data-testid="live-notice"
      data-kind={notice.kind}
      data-tone={tone}
      className="pointer-events-auto flex items-start gap-3 rounded-lg border border-border bg-bg-elevated p-3 text-sm text-text shadow-panel"
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      {toneIcon[tone]}
      <p className="min-w-0 flex-1 py-0.5 leading-snug">
        {t(`notices.${notice.kind}`, { amount: formatAmount(notice.amountMinor) })}
      </p>
      <button
        type="button"
        data-testid="live-notice-dismiss"
        onClick={() => dismiss(notice.id)}
        aria-label={t('notices.dismiss')}
        className="-m-1 grid size-8 shrink-0 place-items-center rounded-md text-muted hover:bg-surface-2 hover:text-text"
      >
        <CloseIcon className="size-4" aria-hidden="true" />
      </button>
    </li>
  );
}

/**
 * The cashier notices pushed over the live socket, as toasts: at the bottom on a phone (above the
 * thumb, clear of the header's balance), in the bottom end corner on larger screens (right, or left in a
 * right-to-left language). A polite live region, so screen readers announce each without interrupting.
 */
export function LiveNotices({ formatAmount }: { formatAmount: (amountMinor: string) => string }) {
  const { t } = useTranslation('live');
  const notices = useLiveNoticeStore((state) => state.notices);
  return (
    <section
      aria-label={t('notices.region')}
      className="pointer-events-none fixed inset-x-3 bottom-3 z-40 sm:inset-x-auto sm:end-4 sm:bottom-4 sm:w-96"
    >
      <ol aria-live="polite" aria-relevant="additions" className="flex flex-col gap-2">
        {notices.map((notice) => (
          <NoticeToast key={notice.id} notice={notice} formatAmount={formatAmount} />
        ))}
      </ol>
    </section>
  );
}
