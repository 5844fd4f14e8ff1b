import { ChevronLeftIcon, KeyIcon, LockIcon, LogOutIcon } from '@gaming/ui/icons';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonStyles } from '../../../components/button-styles';
import { DateTime } from '../../../components/date-time';
import { ErrorState } from '../../../components/error-state';
import { LoadingState } from '../../../components/loading-state';
import { tableStyles } from '../../../components/table-styles';
import type { AdminMemberDetail } from '../../../lib/admin-types';
import { ApiError } from '../../../lib/api-client';
import { useMember } from '../api/get-member';
import {
  availableMemberActions,
  isMemberLocked,
  type MemberAction,
  type MemberActionPermissions,
} from '../lib/member-actions';
import { isMemberId } from '../lib/search-params';
import { MemberActionDialog } from './member-action-dialog';
import { MemberStatusBadge } from './member-status-badge';

const actionIcons: Record<MemberAction, ReactNode> = {
  lock: <LockIcon className="size-4" />,
  unlock: <LockIcon className="size-4" />,
  resetPassword: <KeyIcon className="size-4" />,
  endSessions: <LogOutIcon className="size-4" />,
};

function Field({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="flex flex-col gap-0.5 border-b border-border py-2 sm:flex-row sm:gap-4">
      <dt className="shrink-0 text-muted sm:w-44">{label}</dt>
      <dd data-testid={testId} className="min-w-0 break-words">
        {children}
      </dd>
    </div>
  );
}

function Section({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <section data-testid={testId} className="rounded-lg border border-border bg-surface p-4">
      <h2 className="mb-2 text-base font-bold">{title}</h2>
      {children}
    </section>
  );
}

function AccountSection({ member }: { member: AdminMemberDetail }) {
  const { t } = useTranslation();
  const none = <span className="text-muted">{t('states.none')}</span>;
  return (
    <Section title={t('members.detail.account')}>
      <dl>
        <Field label={t('members.fields.id')}>
          <code className="font-mono text-xs">{member.id}</code>
        </Field>
        <Field label={t('members.fields.account')}>{member.account}</Field>
        <Field label={t('members.fields.nickname')}>{member.nickname || none}</Field>
        <Field label={t('members.fields.type')}>{t(`memberTypes.${member.type}`)}</Field>
        <Field label={t('members.fields.status')} testId="member-status">
          <MemberStatusBadge status={member.status} />
        </Field>
        <Field label={t('members.fields.mobile')}>{member.mobileMasked ?? none}</Field>
        <Field label={t('members.fields.email')}>{member.emailMasked ?? none}</Field>
        <Field label={t('members.fields.upline')}>{member.uplineAccount ?? none}</Field>
        <Field label={t('members.fields.createdAt')}>
          <DateTime value={member.createdAt} />
        </Field>
        <Field label={t('members.fields.lastLoginAt')}>
          <DateTime value={member.lastLoginAt} emptyText={t('states.never')} />
        </Field>
      </dl>
    </Section>
  );
}

function SecuritySection({ member }: { member: AdminMemberDetail }) {
  const { t } = useTranslation();
  return (
    <Section title={t('members.detail.security')}>
      <dl>
        <Field label={t('members.fields.lockedUntil')} testId="member-locked-until">
          {isMemberLocked(member) && member.lockedUntil ? (
            <DateTime value={member.lockedUntil} />
          ) : (
            <span className="text-muted">{t('members.detail.notLocked')}</span>
          )}
        </Field>
        <Field label={t('members.fields.failedLoginCount')} testId="member-failed-logins">
          <span className="tabular-nums">{member.failedLoginCount}</span>
        </Field>
      </dl>
      <h3 className="mt-4 mb-2 font-semibold">{t('members.detail.knownIps')}</h3>
      {member.knownIps.length === 0 ? (
        <p className="text-muted">{t('members.detail.noKnownIps')}</p>
      ) : (
        <ul data-testid="member-known-ips" className="flex flex-wrap gap-2">
          {member.knownIps.map((ip) => (
            <li key={ip} className="rounded-md border border-border bg-surface-2 px-2 py-1 font-mono text-xs">
              {ip}
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

function SessionsSection({ member }: { member: AdminMemberDetail }) {
  const { t } = useTranslation();
  return (
    <Section
      title={t('members.detail.sessions', { count: member.activeSessions.length })}
      testId="member-sessions"
    >
      {member.activeSessions.length === 0 ? (
        <p className="text-muted">{t('members.detail.noSessions')}</p>
      ) : (
        <table className={tableStyles.table}>
          <thead className={tableStyles.head}>
            <tr>
              <th scope="col" className={tableStyles.headCell}>
                {t('members.fields.ip')}
              </th>
              <th scope="col" className={tableStyles.headCell}>
                {t('members.fields.sessionCreatedAt')}
              </th>
              <th scope="col" className={tableStyles.headCell}>
                {t('members.fields.lastSeenAt')}
              </th>
            </tr>
          </thead>
          <tbody className={tableStyles.body}>
            {member.activeSessions.map((session) => (
              <tr key={session.id} data-testid="member-session" className={tableStyles.row}>
                <td className={`${tableStyles.cell} font-mono text-xs`} data-label={t('members.fields.ip')}>
                  {session.ip}
                </td>
                <td className={tableStyles.cell} data-label={t('members.fields.sessionCreatedAt')}>
                  <DateTime value={session.createdAt} />
                </td>
                <td className={tableStyles.cell} data-label={t('members.fields.lastSeenAt')}>
                  <DateTime value={session.lastSeenAt} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Section>
  );
}

const notFound = new ApiError({ code: 'not_found', status: 404, message: 'not found' });

/** One member: account, security, sessions, and the actions the role may take (each with a reason). */
export function MemberDetail({
  memberId,
  permissions,
}: {
  memberId: string;
  permissions: MemberActionPermissions;
}) {
  const { t } = useTranslation();
  const validId = isMemberId(memberId);
  const member = useMember(memberId, validId);
  const [action, setAction] = useState<MemberAction | null>(null);

  const back = (
    <Link to="/members" className={`${buttonStyles.ghost} -ms-3 self-start`} data-testid="back-to-members">
      <ChevronLeftIcon className="size-4 rtl:-scale-x-100" />
      {t('members.detail.back')}
    </Link>
  );
  if (!validId) {
    return (
      <div className="flex flex-col gap-4">
        {back}
        <ErrorState error={notFound} />
      </div>
    );
  }
  if (member.isPending) {
    return (
      <div className="flex flex-col gap-4">
        {back}
        <LoadingState rows={8} />
      </div>
    );
  }
  if (!member.data) {
    return (
      <div className="flex flex-col gap-4">
        {back}
        <ErrorState error={member.error} onRetry={() => void member.refetch()} />
      </div>
    );
  }
  const detail = member.data;
  const actions = availableMemberActions(detail, permissions);
  return (
    <div data-testid="member-detail" data-member-id={detail.id} className="flex flex-col gap-4">
      {back}
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-xl font-bold break-all">{detail.account}</h1>
        <MemberStatusBadge status={detail.status} />
      </div>
      {actions.length > 0 ? (
        <div data-testid="member-actions" className="flex flex-wrap gap-2">
          {actions.map((name) => (
            <button
              key={name}
              type="button"
              data-testid={`member-action-${name}`}
              className={buttonStyles.secondary}
              onClick={() => setAction(name)}
            >
              {actionIcons[name]}
              {t(`memberActions.${name}.button`)}
            </button>
          ))}
        </div>
      ) : null}
      <div className="grid gap-4 xl:grid-cols-2">
        <AccountSection member={detail} />
        <div className="flex flex-col gap-4">
          <SecuritySection member={detail} />
          <SessionsSection member={detail} />
        </div>
      </div>
      {action ? (
        <MemberActionDialog
          member={{ id: detail.id, account: detail.account }}
          action={action}
          onClose={() => setAction(null)}
        />
      ) : null}
    </div>
  );
}
