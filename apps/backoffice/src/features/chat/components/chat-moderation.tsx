import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../components/button-styles';
import { QueryStates } from '../../../components/query-states';
import {
  chatMessagePageSize,
  chatMessagePagesMax,
  chatModerationPollMs,
  useChatMessages,
  useChatRestrictions,
} from '../api/chat-moderation';
import { countText } from '../lib/count-text';
import { standingsOf } from '../lib/standing';
import { type ChatAction, ChatActionDialog } from './chat-action-dialogs';
import { ChatMessageRow } from './chat-message-row';
import { ChatRestrictionList } from './chat-restriction-list';

/**
 * The chat room's moderation (issue 19): the lobby's newest 100 messages, newest first, read again every
 * few seconds; delete a message, mute or ban its author; the mutes and bans in force with their lift.
 * Members' pages drop a deleted message and learn a mute or ban at once (the server tells their sockets).
 * `canOpenMembers`: account names link to the member's page (the page decides from the role, searchMembers).
 */
export function ChatModeration({ canOpenMembers }: { canOpenMembers: boolean }) {
  const { t, i18n } = useTranslation();
  const messages = useChatMessages();
  const restrictions = useChatRestrictions();
  const [action, setAction] = useState<ChatAction | null>(null);
  const restrictionData = restrictions.data;
  // The standings change when the list is read again; the poll renews the list every few seconds.
  const standings = useMemo(
    () => standingsOf(restrictionData?.restrictions ?? [], Date.now()),
    [restrictionData],
  );
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
      <section className="flex min-w-0 flex-col gap-3" aria-labelledby="chat-messages-heading">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="chat-messages-heading" className="text-lg font-semibold">
            {t('chat.messages')}
          </h2>
          <span className="text-xs text-muted" data-testid="chat-poll-note">
            {t('chat.pollNote', {
              count: countText(chatMessagePageSize, i18n.language),
              seconds: countText(chatModerationPollMs / 1000, i18n.language),
            })}
          </span>
        </div>
        <QueryStates
          query={messages}
          loadingRows={6}
          isEmpty={(data) => data.pages.every((page) => page.messages.length === 0)}
          empty={{ title: t('chat.empty'), body: t('chat.emptyBody') }}
        >
          {(data) => (
            <>
              <ol className="flex flex-col gap-2" data-testid="chat-admin-messages">
                {data.pages
                  .flatMap((page) => page.messages)
                  .map((message) => (
                    <ChatMessageRow
                      key={message.id}
                      message={message}
                      standing={standings.get(message.memberId)}
                      linkMembers={canOpenMembers}
                      onAction={setAction}
                    />
                  ))}
              </ol>
              {messages.hasNextPage ? (
                <button
                  type="button"
                  className={`${buttonStyles.secondary} self-center`}
                  data-testid="chat-older-messages"
                  disabled={messages.isFetchingNextPage}
                  onClick={() => void messages.fetchNextPage()}
                >
                  {messages.isFetchingNextPage ? t('states.loading') : t('chat.olderMessages')}
                </button>
              ) : null}
              {data.pages.length >= chatMessagePagesMax && data.pages.at(-1)?.nextBefore ? (
                <p className="text-center text-xs text-muted" data-testid="chat-older-limit">
                  {t('chat.olderLimit', {
                    count: countText(chatMessagePagesMax * chatMessagePageSize, i18n.language),
                  })}
                </p>
              ) : null}
            </>
          )}
        </QueryStates>
      </section>
      <section
        className="order-first flex min-w-0 flex-col gap-3 lg:order-none"
        aria-labelledby="chat-restrictions-heading"
      >
        <h2 id="chat-restrictions-heading" className="text-lg font-semibold">
          {t('chat.restrictions')}
        </h2>
        <QueryStates
          query={restrictions}
          loadingRows={2}
          isEmpty={(data) => data.restrictions.length === 0}
          empty={{ title: t('chat.noRestrictions') }}
        >
          {(data) => <ChatRestrictionList restrictions={data.restrictions} linkMembers={canOpenMembers} />}
        </QueryStates>
      </section>
      {action ? <ChatActionDialog action={action} onClose={() => setAction(null)} /> : null}
    </div>
  );
}
