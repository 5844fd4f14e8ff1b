import type { MemberInfo } from '@gaming/contracts/auth';
import type { RegistrationValidation } from '@gaming/contracts/registration';
import { LockIcon, MailIcon, PhoneIcon, ShieldIcon } from '@gaming/ui/icons';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../components/button-styles';
import { ErrorState } from '../../../components/error-state';
import { MemberAvatar } from '../../../components/member-avatar';
import { Skeleton } from '../../../components/skeleton';
import { useProfile } from '../api/get-profile';
import { useMemberCentreStore } from '../stores/member-centre-store';
import { AvatarDialog } from './avatar-dialog';
import { BindEmailDialog } from './bind-email-dialog';
import { BindMobileDialog } from './bind-mobile-dialog';
import { OpenSessions } from './open-sessions';
import { PaymentPasswordDialog } from './payment-password-dialog';
import { ProfileForm } from './profile-form';

type Dialog = 'mobile' | 'email' | 'payment' | 'avatar' | null;

function SecurityRow({
  icon,
  title,
  status,
  done,
  action,
  testId,
}: {
  icon: ReactNode;
  title: string;
  status: string;
  done: boolean;
  action: ReactNode;
  testId: string;
}) {
  return (
    <li data-testid={testId} className="flex items-center gap-3 px-4 py-3">
      <span className="grid size-10 shrink-0 place-items-center rounded-full bg-surface-2 text-accent-text">
        {icon}
      </span>
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{title}</p>
        <p
          data-testid={`${testId}-status`}
          className={`truncate text-xs ${done ? 'text-success' : 'text-muted'}`}
        >
          {status}
        </p>
      </div>
      {action}
    </li>
  );
}

/**
 * The security centre page (spec §2): avatar, password, bindings, payment password, the signed-in
 * devices (issue 14 #10) and profile.
 */
export function SecurityCentre({
  member,
  rules,
  defaultDialingCode,
  countrySelect,
  onChangePassword,
  onMemberUpdated,
  gmtOffsetMinutes,
}: {
  member: MemberInfo;
  rules: RegistrationValidation['fields'] | undefined;
  defaultDialingCode: string;
  countrySelect: (value: string, onChange: (value: string) => void) => ReactNode;
  onChangePassword: () => void;
  onMemberUpdated: (member: MemberInfo) => void;
  /** The brand's zone, for the open sessions' times. */
  gmtOffsetMinutes: number;
}) {
  const { t } = useTranslation(['account', 'common']);
  const [dialog, setDialog] = useState<Dialog>(null);
  const profile = useProfile();
  const requestedDialog = useMemberCentreStore((state) => state.requestedSecurityDialog);
  const clearRequest = useMemberCentreStore((state) => state.clearSecurityDialogRequest);
  const finishPaymentPasswordSetup = useMemberCentreStore((state) => state.finishPaymentPasswordSetup);
  // Another page (a transfer, a withdrawal) sent the member here to set the payment password.
  useEffect(() => {
    if (requestedDialog === null) return;
    setDialog(requestedDialog);
    clearRequest();
  }, [requestedDialog, clearRequest]);
  const dialogProps = (name: Exclude<Dialog, null>) => ({
    open: dialog === name,
    onOpenChange: (open: boolean) => setDialog(open ? name : null),
  });
  const actionClass = `${buttonStyles.secondary} ${buttonStyles.small} shrink-0`;
  return (
    <div data-testid="security-centre" className="flex flex-col gap-6">
      <section className="flex flex-wrap items-center gap-4 rounded-xl border border-border bg-surface p-4 sm:p-5">
        <MemberAvatar
          iconId={member.iconId}
          className="size-16"
          label={t('security.avatarOf', { name: member.nickname })}
        />
        <div className="min-w-0 flex-1">
          <p data-testid="security-nickname" dir="auto" className="truncate text-lg font-bold">
            {member.nickname}
          </p>
          <p className="truncate text-sm text-muted">
            {t('security.accountName', { account: member.account })}
          </p>
          {member.isAgent ? (
            <span className="mt-1 inline-block rounded-md bg-surface-2 px-2 py-0.5 text-xs font-semibold text-accent-text">
              {t('security.agentBadge')}
            </span>
          ) : null}
        </div>
        <button
          type="button"
          data-testid="security-change-avatar"
          onClick={() => setDialog('avatar')}
          className={actionClass}
        >
          {t('security.changeAvatar')}
        </button>
      </section>

      <section aria-labelledby="security-title" className="rounded-xl border border-border bg-surface">
        <h2
          id="security-title"
          className="flex items-center gap-2 border-b border-border px-4 py-3 font-bold"
        >
          <ShieldIcon className="size-5 text-accent-text" />
          {t('security.title')}
        </h2>
        <ul className="divide-y divide-border">
          <SecurityRow
            testId="security-password"
            icon={<LockIcon />}
            title={t('security.loginPassword')}
            status={t('security.loginPasswordStatus')}
            done
            action={
              <button
                type="button"
                data-testid="security-change-password"
                onClick={onChangePassword}
                className={actionClass}
              >
                {t('security.change')}
              </button>
            }
          />
          <SecurityRow
            testId="security-mobile"
            icon={<PhoneIcon />}
            title={t('security.mobile')}
            status={member.mobileMasked ?? t('security.notBound')}
            done={member.mobileMasked !== null}
            action={
              <button
                type="button"
                data-testid="security-bind-mobile"
                onClick={() => setDialog('mobile')}
                className={actionClass}
              >
                {member.mobileMasked ? t('security.change') : t('security.bind')}
              </button>
            }
          />
          <SecurityRow
            testId="security-email"
            icon={<MailIcon />}
            title={t('security.email')}
            status={member.emailMasked ?? t('security.notBound')}
            done={member.emailMasked !== null}
            action={
              <button
                type="button"
                data-testid="security-bind-email"
                onClick={() => setDialog('email')}
                className={actionClass}
              >
                {member.emailMasked ? t('security.change') : t('security.bind')}
              </button>
            }
          />
          <SecurityRow
            testId="security-payment-password"
            icon={<LockIcon />}
            title={t('security.paymentPassword')}
            status={member.hasPaymentPassword ? t('security.isSet') : t('security.notSet')}
            done={member.hasPaymentPassword}
            action={
              <button
                type="button"
                data-testid="security-set-payment-password"
                onClick={() => setDialog('payment')}
                className={actionClass}
              >
                {member.hasPaymentPassword ? t('security.change') : t('security.set')}
              </button>
            }
          />
        </ul>
      </section>

      <OpenSessions gmtOffsetMinutes={gmtOffsetMinutes} />

      <section
        aria-labelledby="profile-title"
        className="rounded-xl border border-border bg-surface p-4 sm:p-5"
      >
        <h2 id="profile-title" className="mb-1 font-bold">
          {t('security.profileTitle')}
        </h2>
        <p className="mb-4 text-sm text-muted">{t('security.profileIntro')}</p>
        {profile.data ? (
          <ProfileForm profile={profile.data} rules={rules} />
        ) : profile.isError ? (
          <ErrorState error={profile.error} onRetry={() => void profile.refetch()} />
        ) : (
          <div className="grid gap-4 md:grid-cols-2">
            {[1, 2, 3, 4, 5, 6].map((key) => (
              <Skeleton key={key} className="h-16" />
            ))}
          </div>
        )}
      </section>

      {dialog === 'mobile' ? (
        <BindMobileDialog
          {...dialogProps('mobile')}
          defaultDialingCode={defaultDialingCode}
          countrySelect={countrySelect}
          onBound={onMemberUpdated}
        />
      ) : null}
      {dialog === 'email' ? <BindEmailDialog {...dialogProps('email')} onBound={onMemberUpdated} /> : null}
      {dialog === 'payment' ? (
        <PaymentPasswordDialog
          open
          onOpenChange={(open) => {
            if (open) return;
            setDialog(null);
            finishPaymentPasswordSetup(false);
          }}
          rule={rules?.paymentPassword}
          birthday={profile.data?.birthday ?? null}
          hasPaymentPassword={member.hasPaymentPassword}
          onSaved={(info) => {
            onMemberUpdated(info);
            setDialog(null);
            // Back to the transfer or withdrawal that asked for it, if one did.
            finishPaymentPasswordSetup(true);
          }}
        />
      ) : null}
      {dialog === 'avatar' ? (
        <AvatarDialog {...dialogProps('avatar')} currentIconId={member.iconId} onSaved={onMemberUpdated} />
      ) : null}
    </div>
  );
}
