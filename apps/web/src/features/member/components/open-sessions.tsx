import type { MemberSession, MemberSessionsEnded } from '@gaming/contracts/member-sessions';
import { LogOutIcon, MonitorIcon, SmartphoneIcon } from '@gaming/ui/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../components/button-styles';
import { ErrorState } from '../../../components/error-state';
import { FormAlert } from '../../../components/form-alert';
import { CheckboxField } from '../../../components/form-field';
import { Modal } from '../../../components/modal';
import { Skeleton } from '../../../components/skeleton';
import { formatBrandIso, formatGmtOffset } from '../../../lib/brand-time';
import { useEndMemberSession, useEndMemberSessions } from '../api/end-member-sessions';
import { useMemberSessions } from '../api/get-member-sessions';

function DeviceIcon({ kind }: { kind: MemberSession['deviceKind'] }) {
  const className = 'size-5';
  return kind === 'phone' || kind === 'tablet' ? (
    <SmartphoneIcon className={className} />
  ) : (
    <MonitorIcon className={className} />
  );
}

function SessionRow({
  session,
  gmtOffsetMinutes,
  ending,
  onEnd,
}: {
  session: MemberSession;
  gmtOffsetMinutes: number;
  ending: boolean;
  onEnd: () => void;
}) {
  const { t } = useTranslation('account');
  const browser = session.browser ?? t('sessions.unknownBrowser');
  const device = session.operatingSystem
    ? t('sessions.browserOn', { browser, system: session.operatingSystem })
    : browser;
  return (
    <li
      data-testid="session-row"
      data-current={session.current ? 'true' : 'false'}
      className="flex items-start gap-3 px-4 py-3"
    >
      <span className="grid size-10 shrink-0 place-items-center rounded-full bg-surface-2 text-accent-text">
        <DeviceIcon kind={session.deviceKind} />
      </span>
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 font-semibold">
          <span data-testid="session-device" className="break-words">
            {device}
          </span>
          {session.current ? (
            <span
              data-testid="session-this-device"
              className="rounded-md bg-success/15 px-2 py-0.5 text-xs font-semibold text-success"
            >
              {t('sessions.thisDevice')}
            </span>
          ) : null}
        </p>
        <p data-testid="session-ip" className="text-xs text-muted">
          {t('sessions.ip', { ip: session.ip || '—' })}
        </p>
        <p className="text-xs text-muted tabular-nums">
          {t('sessions.started')}{' '}
          {/* The date moves to its own line as a whole when the phone's column is narrow; a language's
              longer date (27/11/2026, 10:39:35) may still break between its date and time. */}
          <span className="inline-block">{formatBrandIso(session.startedAt, gmtOffsetMinutes)}</span>
        </p>
        <p className="text-xs text-muted tabular-nums">
          {t('sessions.lastSeen')}{' '}
          <span className="inline-block">{formatBrandIso(session.lastSeenAt, gmtOffsetMinutes)}</span>
        </p>
      </div>
      <button
        type="button"
        data-testid="session-end"
        disabled={ending}
        onClick={onEnd}
        className={`${buttonStyles.secondary} ${buttonStyles.small} shrink-0`}
      >
        {session.current ? t('sessions.signOutHere') : t('sessions.signOut')}
      </button>
    </li>
  );
}

function SignOutEverywhereDialog({
  open,
  onOpenChange,
  onDone,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDone: (result: MemberSessionsEnded) => void;
}) {
  const { t } = useTranslation(['account', 'common']);
  const [keepCurrent, setKeepCurrent] = useState(true);
  const endAll = useEndMemberSessions();
  const confirm = () =>
    endAll.mutate(keepCurrent, {
      onSuccess: (result) => {
        onOpenChange(false);
        onDone(result);
      },
    });
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      testId="sessions-end-all-dialog"
      title={t('sessions.endAllTitle')}
      description={t('sessions.endAllBody')}
    >
      <div className="mt-4 flex flex-col gap-4">
        <CheckboxField checked={keepCurrent} onChange={setKeepCurrent} testId="sessions-keep-current">
          {t('sessions.keepCurrent')}
        </CheckboxField>
        <FormAlert error={endAll.error} testId="sessions-end-all-error" />
        <div className="grid grid-cols-2 gap-3">
          <button
            type="button"
            data-testid="sessions-end-all-cancel"
            onClick={() => onOpenChange(false)}
            className={buttonStyles.secondary}
          >
            {t('common:actions.cancel')}
          </button>
          <button
            type="button"
            data-testid="sessions-end-all-confirm"
            disabled={endAll.isPending}
            onClick={confirm}
            className={buttonStyles.primary}
          >
            {t('sessions.endAllConfirm')}
          </button>
        </div>
      </div>
    </Modal>
  );
}

/**
 * The security centre's signed-in devices (issue 14 #10): one row per open session (the tabs of one
 * browser share one), this device marked; end one, or sign out everywhere. Times are the brand's.
 */
export function OpenSessions({ gmtOffsetMinutes }: { gmtOffsetMinutes: number }) {
  const { t } = useTranslation('account');
  const sessions = useMemberSessions();
  const endOne = useEndMemberSession();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [ended, setEnded] = useState<string | null>(null);
  const list = sessions.data;
  return (
    <section
      aria-labelledby="sessions-title"
      data-testid="open-sessions"
      className="rounded-xl border border-border bg-surface"
    >
      <div className="flex flex-wrap items-start justify-between gap-3 border-b border-border px-4 py-3">
        <div className="min-w-0 flex-1 basis-56">
          <h2 id="sessions-title" className="font-bold">
            {t('sessions.title')}
          </h2>
          <p data-testid="sessions-intro" className="text-xs text-muted">
            {list
              ? t('sessions.intro', {
                  count: list.maxOpenSessions,
                  offset: formatGmtOffset(gmtOffsetMinutes),
                })
              : null}
          </p>
        </div>
        <button
          type="button"
          data-testid="sessions-end-all"
          disabled={!list}
          onClick={() => setDialogOpen(true)}
          className={`${buttonStyles.secondary} ${buttonStyles.small} shrink-0`}
        >
          <LogOutIcon className="size-4 rtl:-scale-x-100" />
          {t('sessions.endAll')}
        </button>
      </div>
      {ended ? (
        <div className="px-4 pt-3">
          <FormAlert success={ended} testId="sessions-ended" />
        </div>
      ) : null}
      {endOne.error ? (
        <div className="px-4 pt-3">
          <FormAlert error={endOne.error} testId="sessions-end-error" />
        </div>
      ) : null}
      {list ? (
        <ul data-testid="session-list" className="divide-y divide-border">
          {list.sessions.map((session) => (
            <SessionRow
              key={session.id}
              session={session}
              gmtOffsetMinutes={gmtOffsetMinutes}
              ending={endOne.isPending && endOne.variables === session.id}
              onEnd={() =>
                endOne.mutate(session.id, {
                  onSuccess: (result) => {
                    if (!result.currentEnded) setEnded(t('sessions.endedOne'));
                  },
                })
              }
            />
          ))}
        </ul>
      ) : sessions.isError ? (
        <div className="p-4">
          <ErrorState error={sessions.error} onRetry={() => void sessions.refetch()} />
        </div>
      ) : (
        <div className="flex flex-col gap-2 p-4">
          <Skeleton className="h-14" />
          <Skeleton className="h-14" />
        </div>
      )}
      {dialogOpen ? (
        <SignOutEverywhereDialog
          open={dialogOpen}
          onOpenChange={setDialogOpen}
          onDone={(result) => {
            if (!result.currentEnded) setEnded(t('sessions.endedOthers', { count: result.ended }));
          }}
        />
      ) : null}
    </section>
  );
}
