import type { AdminChatRestriction } from '@gaming/contracts/chat';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/badge';
import { buttonStyles } from '../../../components/button-styles';
import { DateTime } from '../../../components/date-time';
import { FormError } from '../../../components/form-error';
import { MemberName } from '../../../components/member-name';
import { useLiftChatRestriction } from '../api/chat-moderation';

function RestrictionRow({
  restriction,
  linkMembers,
}: {
  restriction: AdminChatRestriction;
  linkMembers: boolean;
}) {
  const { t } = useTranslation();
  const lift = useLiftChatRestriction();
  return (
    <li
      data-testid="chat-restriction"
      data-restriction-id={restriction.id}
      data-member-id={restriction.memberId}
      data-kind={restriction.kind}
      className="flex flex-col gap-1.5 rounded-lg border border-border bg-surface p-3 text-sm"
    >
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={restriction.kind === 'ban' ? 'danger' : 'warning'} value={restriction.kind}>
          {t(`chat.kinds.${restriction.kind}`)}
        </Badge>
        <MemberName memberId={restriction.memberId} account={restriction.username} linked={linkMembers} />
      </div>
      <span className="text-xs">
        {restriction.until ? (
          <>
            {t('chat.until')} <DateTime value={restriction.until} />
          </>
        ) : (
          t('chat.untilLifted')
        )}
      </span>
      <span className="break-words">{t('chat.reasonValue', { reason: restriction.reason })}</span>
      <span className="text-xs text-muted">
        {t('chat.byStaff', { staff: restriction.staff })} <DateTime value={restriction.createdAt} />
      </span>
      {lift.isError ? <FormError error={lift.error} testId="chat-lift-error" /> : null}
      <button
        type="button"
        className={`${buttonStyles.secondary} ${buttonStyles.small} self-start`}
        data-testid="chat-restriction-lift"
        aria-label={t(restriction.kind === 'ban' ? 'chat.actionLabels.unban' : 'chat.actionLabels.unmute', {
          account: restriction.username,
        })}
        disabled={lift.isPending}
        onClick={() => lift.mutate(restriction.id)}
      >
        {lift.isPending
          ? t('states.working')
          : t(restriction.kind === 'ban' ? 'chat.actions.unban' : 'chat.actions.unmute')}
      </button>
    </li>
  );
}

/** The mutes and bans in force, newest first, each with its lift. */
export function ChatRestrictionList({
  restrictions,
  linkMembers,
}: {
  restrictions: readonly AdminChatRestriction[];
  linkMembers: boolean;
}) {
  return (
    <ul className="flex flex-col gap-2" data-testid="chat-restrictions">
      {restrictions.map((restriction) => (
        <RestrictionRow key={restriction.id} restriction={restriction} linkMembers={linkMembers} />
      ))}
    </ul>
  );
}
