import { type AdminChatMessage, chatLimits } from '@gaming/contracts/chat';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { inputStyles } from '../../../components/button-styles';
import { ReasonDialog } from '../../../components/reason-dialog';
import { useDeleteChatMessage, useRestrictChatMember } from '../api/chat-moderation';
import { type MuteChoice, muteChoicesMinutes } from '../lib/standing';

/** What a moderator is about to do to a message or its author. */
export type ChatAction = { kind: 'delete' | 'mute' | 'ban'; message: AdminChatMessage };

/** Delete: the reason may stay empty (the audit log keeps who and when); members' pages drop it at once. */
function DeleteDialog({ message, onClose }: { message: AdminChatMessage; onClose: () => void }) {
  const { t } = useTranslation();
  const remove = useDeleteChatMessage();
  return (
    <ReasonDialog
      testId="chat-delete-dialog"
      title={t('chat.delete.title')}
      description={t('chat.delete.description', { account: message.username, text: message.text })}
      confirmLabel={t('chat.delete.confirm')}
      danger
      reasonRequired={false}
      maxLength={chatLimits.reasonMaxLength}
      pending={remove.isPending}
      error={remove.isError ? remove.error : null}
      onClose={onClose}
      onConfirm={(reason) => remove.mutate({ messageId: message.id, reason }, { onSuccess: onClose })}
    />
  );
}

/** Mute for a chosen length, with the reason the member is shown. */
function MuteDialog({ message, onClose }: { message: AdminChatMessage; onClose: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const restrict = useRestrictChatMember();
  const [minutes, setMinutes] = useState<MuteChoice>(muteChoicesMinutes[0]);
  return (
    <ReasonDialog
      testId="chat-mute-dialog"
      title={t('chat.mute.title', { account: message.username })}
      description={t('chat.mute.description')}
      confirmLabel={t('chat.mute.confirm')}
      maxLength={chatLimits.reasonMaxLength}
      pending={restrict.isPending}
      error={restrict.isError ? restrict.error : null}
      onClose={onClose}
      onConfirm={(reason) =>
        restrict.mutate({ memberId: message.memberId, kind: 'mute', minutes, reason }, { onSuccess: onClose })
      }
    >
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-length`} className="font-semibold">
          {t('chat.mute.length')}
        </label>
        <select
          id={`${id}-length`}
          data-testid="chat-mute-length"
          className={inputStyles}
          value={String(minutes)}
          onChange={(event) => setMinutes(Number(event.target.value) as MuteChoice)}
        >
          {muteChoicesMinutes.map((choice) => (
            <option key={choice} value={choice}>
              {t(`chat.mute.lengths.${choice}`)}
            </option>
          ))}
        </select>
      </div>
    </ReasonDialog>
  );
}

/** Ban until lifted: the dialog is the confirmation, and says what the member loses. */
function BanDialog({ message, onClose }: { message: AdminChatMessage; onClose: () => void }) {
  const { t } = useTranslation();
  const restrict = useRestrictChatMember();
  return (
    <ReasonDialog
      testId="chat-ban-dialog"
      title={t('chat.ban.title', { account: message.username })}
      description={t('chat.ban.description')}
      confirmLabel={t('chat.ban.confirm')}
      danger
      maxLength={chatLimits.reasonMaxLength}
      pending={restrict.isPending}
      error={restrict.isError ? restrict.error : null}
      onClose={onClose}
      onConfirm={(reason) =>
        restrict.mutate({ memberId: message.memberId, kind: 'ban', reason }, { onSuccess: onClose })
      }
    />
  );
}

export function ChatActionDialog({ action, onClose }: { action: ChatAction; onClose: () => void }) {
  if (action.kind === 'delete') return <DeleteDialog message={action.message} onClose={onClose} />;
  if (action.kind === 'mute') return <MuteDialog message={action.message} onClose={onClose} />;
  return <BanDialog message={action.message} onClose={onClose} />;
}
