import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../components/button-styles';
import { FormAlert } from '../../../components/form-alert';
import { Modal } from '../../../components/modal';
import { useSession } from '../../auth/hooks/use-session';
import { useAcknowledgeRealityCheck } from '../api/ack-reality-check';
import { useRgProfile } from '../api/get-rg-profile';
import { useRgSession } from '../api/get-rg-session';
import { useNow } from '../hooks/use-now';
import { useOpenMemberPage } from '../hooks/use-open-responsible-gaming';
import { useRestriction } from '../hooks/use-restriction';
import { useRgBrand } from '../hooks/use-rg-brand';
import { useSignOutHere } from '../hooks/use-sign-out-here';
import { elapsedSecondsNow, formatClock, formatNet, realityCheckDelayMs } from '../lib/rg-format';

/** The instant whose check has come (the timer fired for it, or it was already past when read). */
function useDueCheck(nextIso: string | null): string | null {
  const [dueFor, setDueFor] = useState<string | null>(null);
  useEffect(() => {
    const delay = realityCheckDelayMs(nextIso, Date.now());
    if (nextIso === null || delay === null) return;
    if (delay === 0) {
      setDueFor(nextIso);
      return;
    }
    const timer = window.setTimeout(() => setDueFor(nextIso), delay);
    return () => window.clearTimeout(timer);
  }, [nextIso]);
  return nextIso !== null && dueFor === nextIso ? dueFor : null;
}

function RealityCheckDialog({
  elapsedSeconds,
  answeredAtMs,
  netResultMinor,
}: {
  elapsedSeconds: number;
  answeredAtMs: number;
  netResultMinor: string;
}) {
  const { t } = useTranslation(['responsible', 'common']);
  const brand = useRgBrand();
  const now = useNow(1000);
  const acknowledge = useAcknowledgeRealityCheck();
  const openPage = useOpenMemberPage();
  const signOut = useSignOutHere();
  const [leaving, setLeaving] = useState(false);
  const elapsed = formatClock(elapsedSecondsNow(elapsedSeconds, answeredAtMs, now));
  return (
    <Modal
      open={!leaving}
      onOpenChange={(isOpen) => (isOpen ? undefined : acknowledge.mutate())}
      testId="reality-check-dialog"
      title={t('realityCheck.dialogTitle')}
      description={t('realityCheck.dialogBody')}
    >
      <dl className="mt-4 grid grid-cols-2 gap-3 rounded-lg border border-border bg-surface-2 p-3">
        <div>
          <dt className="text-xs text-muted">{t('realityCheck.sinceLogin')}</dt>
          <dd data-testid="reality-check-elapsed" className="font-mono text-lg font-bold tabular-nums">
            {elapsed}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-muted">{t('realityCheck.net')}</dt>
          <dd data-testid="reality-check-net" className="font-mono text-lg font-bold tabular-nums">
            <bdi>{formatNet(netResultMinor, brand)}</bdi>
          </dd>
        </div>
      </dl>
      <FormAlert error={acknowledge.error} testId="reality-check-error" />
      <div className="mt-6 flex flex-col gap-2 sm:flex-row-reverse">
        <button
          type="button"
          data-testid="reality-check-continue"
          disabled={acknowledge.isPending}
          onClick={() => acknowledge.mutate()}
          className={`${buttonStyles.primary} sm:flex-1`}
        >
          {t('realityCheck.continue')}
        </button>
        <button
          type="button"
          data-testid="reality-check-history"
          onClick={() => {
            acknowledge.mutate();
            openPage('personalHistoryCopy');
          }}
          className={`${buttonStyles.secondary} sm:flex-1`}
        >
          {t('realityCheck.history')}
        </button>
        <button
          type="button"
          data-testid="reality-check-logout"
          onClick={() => {
            setLeaving(true);
            void signOut({ callServer: true });
          }}
          className={`${buttonStyles.secondary} sm:flex-1`}
        >
          {t('realityCheck.logout')}
        </button>
      </div>
    </Modal>
  );
}

/**
 * The reality check (issue 20): reads the session every 60 s and on focus, and at nextRealityCheckAt shows
 * the time since login and the net result, with Continue (acknowledge), the betting record, or Log out.
 */
export function RealityCheckHost() {
  const { status } = useSession();
  const { restricted } = useRestriction();
  const profile = useRgProfile({ enabled: status === 'member' });
  const active = status === 'member' && !restricted && profile.data?.realityCheck.offered === true;
  const session = useRgSession({ enabled: active });
  const due = useDueCheck(active ? (session.data?.nextRealityCheckAt ?? null) : null);
  if (!active || !session.data || due === null) return null;
  return (
    <Suspense fallback={null}>
      <RealityCheckDialog
        key={due}
        elapsedSeconds={session.data.elapsedSeconds}
        answeredAtMs={session.dataUpdatedAt}
        netResultMinor={session.data.netResultMinor}
      />
    </Suspense>
  );
}
