import type { AdminChatMessage } from '@gaming/contracts/chat';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/badge';
import { buttonStyles } from '../../../components/button-styles';
import { DateTime } from '../../../components/date-time';
import { MemberName } from '../../../components/member-name';
import type { MemberStanding } from '../lib/standing';
import type { ChatAction } from './chat-action-dialogs';

const small = `${buttonStyles.small}`;

/**
 * One message: its author (account and the name the room shows), when, the text as text, and the
 * moderator's actions. A deleted message stays listed, dimmed, with who deleted it and why.
 */
export function ChatMessageRow({
  message,
  standing,
  linkMembers,
  onAction,
}: {
  message: AdminChatMessage;
  standing: MemberStanding | undefined;
  linkMembers: boolean;
  onAction: (action: ChatAction) => void;
}) {
  const { t } = useTranslation();
  const deleted = message.deletedAt !== null;
  return (
    <li
      data-testid="chat-admin-message"
      data-message-id={message.id}
      data-member-id={message.memberId}
      data-deleted={deleted ? 'true' : 'false'}
      className={`flex flex-col gap-2 rounded-lg border border-border p-3 ${deleted ? 'bg-surface-2' : 'bg-surface'}`}
    >
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
        <MemberName memberId={message.memberId} account={message.username} linked={linkMembers} />
        {message.authorName !== message.username ? (
          <span className="text-muted">“{message.authorName}”</span>
        ) : null}
        {standing?.banned ? (
          <Badge tone="danger" testId="chat-author-banned">
            {t('chat.standing.banned')}
          </Badge>
        ) : null}
        {standing?.mutedUntil ? (
          <Badge tone="warning" testId="chat-author-muted">
            {t('chat.standing.muted')}
          </Badge>
        ) : null}
        <span className="ms-auto text-xs text-muted">
          <DateTime value={message.createdAt} />
        </span>
      </div>
      {/* Text, never markup: what members wrote is shown literally. */}
      <p
        data-testid="chat-admin-message-text"
        className={`break-words whitespace-pre-wrap ${deleted ? 'text-muted line-through' : ''}`}
      >
        {message.text}
      </p>
      {deleted ? (
        <p className="text-xs text-muted" data-testid="chat-admin-message-deleted">
          {t('chat.deletedBy', { staff: message.deletedBy ?? '—' })} <DateTime value={message.deletedAt} />
          {message.deleteReason ? ` · ${t('chat.reasonValue', { reason: message.deleteReason })}` : ''}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-1">
        {deleted ? null : (
          <button
            type="button"
            className={`${buttonStyles.danger} ${small}`}
            data-testid="chat-message-delete"
            aria-label={t('chat.actionLabels.delete', { account: message.username })}
            onClick={() => onAction({ kind: 'delete', message })}
          >
            {t('chat.actions.delete')}
          </button>
        )}
        <button
          type="button"
          className={`${buttonStyles.secondary} ${small}`}
          data-testid="chat-author-mute"
          aria-label={t('chat.actionLabels.mute', { account: message.username })}
          onClick={() => onAction({ kind: 'mute', message })}
        >
          {t('chat.actions.mute')}
        </button>
        {standing?.banned ? null : (
          <button
            type="button"
            className={`${buttonStyles.secondary} ${small}`}
            data-testid="chat-author-ban"
            aria-label={t('chat.actionLabels.ban', { account: message.username })}
            onClick={() => onAction({ kind: 'ban', message })}
          >
            {t('chat.actions.ban')}
          </button>
        )}
      </div>
    </li>
  );
}
