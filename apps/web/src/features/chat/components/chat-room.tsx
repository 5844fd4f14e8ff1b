import { chatLimits, chatTextLength, defaultChatRoomCode, normaliseChatText } from '@gaming/contracts/chat';
import type { ChatMessageView, ChatStanding } from '@gaming/contracts/live';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../../../components/button-styles';
import { useAuthModalStore } from '../../../lib/auth-modal-store';
import { formatBrandIso } from '../../../lib/brand-time';
import { useSession } from '../../auth/hooks/use-session';
import { useSiteSettings } from '../../system/api/get-site-settings';
import { useChatHistory } from '../api/get-chat-history';
import { ChatSocket } from '../lib/chat-socket';

/** Messages the page keeps in view (the history's 50 and what arrives live). */
const keptMessages = 100;
let sendCounter = 0;

type Notice = { code: string; retryUntilMs?: number };

/**
 * The chat room (spec §1 live chat, §2 chat room): the last messages, live for a member through its own
 * socket, polled for a guest (read only, with a login prompt). Text is rendered as text: HTML and links
 * stay literal and nothing is clickable. The composer counts characters as the server does (normalised,
 * code points) and says when the member must wait, is muted or banned.
 */
export function ChatRoom() {
  const { t } = useTranslation('chat');
  const { status, token } = useSession();
  const openModal = useAuthModalStore((state) => state.openModal);
  const gmtOffsetMinutes = useSiteSettings().data?.brand.gmtOffsetMinutes ?? 0;
  const canChat = status === 'member' && token !== null;
  const history = useChatHistory(!canChat);
  const [live, setLive] = useState<ChatMessageView[]>([]);
  const [deleted, setDeleted] = useState<ReadonlySet<string>>(new Set());
  const [standing, setStanding] = useState<ChatStanding | null>(null);
  const [connection, setConnection] = useState<'connecting' | 'live' | 'offline'>('connecting');
  const [draft, setDraft] = useState('');
  const [notice, setNotice] = useState<Notice | null>(null);
  const [nowMs, setNowMs] = useState(() => Date.now());
  const socketRef = useRef<ChatSocket | null>(null);
  const listRef = useRef<HTMLOListElement | null>(null);
  const refetchHistory = history.refetch;

  useEffect(() => {
    if (!canChat || !token) return;
    const socket = new ChatSocket(token, defaultChatRoomCode, {
      onJoined: (joined) => {
        setStanding(joined);
        void refetchHistory();
      },
      onRoomEvent: (event) => {
        if (event.type === 'chatMessage') {
          setLive((previous) => [...previous, event.message].slice(-keptMessages));
        } else {
          setDeleted((previous) => new Set([...previous, ...event.messageIds]));
        }
      },
      onStanding: setStanding,
      onSent: () => setNotice(null),
      onRefused: (_clientId, code, retryAfterSeconds) =>
        setNotice({
          code,
          ...(retryAfterSeconds ? { retryUntilMs: Date.now() + retryAfterSeconds * 1000 } : {}),
        }),
      onStatus: setConnection,
    });
    socketRef.current = socket;
    socket.start();
    return () => {
      socket.stop();
      socketRef.current = null;
    };
  }, [canChat, token, refetchHistory]);

  // A clock for the wait and mute countdowns.
  useEffect(() => {
    const timer = setInterval(() => setNowMs(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, []);

  const messages = useMemo(() => {
    const byId = new Map<string, ChatMessageView>();
    for (const message of history.data?.messages ?? []) byId.set(message.id, message);
    for (const message of live) byId.set(message.id, message);
    return [...byId.values()]
      .filter((message) => !deleted.has(message.id))
      .sort((a, b) => Number(a.id) - Number(b.id))
      .slice(-keptMessages);
  }, [history.data, live, deleted]);

  const lastId = messages.at(-1)?.id;
  useEffect(() => {
    if (lastId === undefined) return;
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [lastId]);

  const length = chatTextLength(normaliseChatText(draft));
  const mutedUntilMs = standing?.mutedUntil ? Date.parse(standing.mutedUntil) : 0;
  const muted = mutedUntilMs > nowMs;
  const waitSeconds =
    notice?.retryUntilMs && notice.retryUntilMs > nowMs ? Math.ceil((notice.retryUntilMs - nowMs) / 1000) : 0;
  const tooLong = length > chatLimits.messageMaxLength;
  const blocked = Boolean(standing?.banned) || muted;
  const canSend = !blocked && connection === 'live' && length > 0 && !tooLong && waitSeconds === 0;

  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!canSend) return;
    sendCounter += 1;
    const clientId = `${Date.now().toString(36)}-${sendCounter}`;
    if (socketRef.current?.send(draft, clientId)) {
      setDraft('');
      setNotice(null);
    } else {
      setNotice({ code: 'offline' });
    }
  }

  const noticeText =
    notice && (notice.code !== 'chat_rate_limited' || waitSeconds > 0)
      ? notice.code === 'chat_rate_limited'
        ? t('wait', { count: waitSeconds })
        : t([`errors.${notice.code}`, 'errors.other'])
      : null;

  return (
    <section className="flex flex-col gap-3" data-testid="chat-room">
      <div className="flex items-center justify-between gap-3">
        <h1 className="text-xl font-bold" data-testid="chat-title">
          {t('title')}
        </h1>
        {canChat ? (
          <span className="text-xs text-muted" data-testid="chat-connection">
            {t(`connection.${connection}`)}
          </span>
        ) : null}
      </div>
      <ol
        ref={listRef}
        className="flex h-[55vh] min-h-64 flex-col gap-2 overflow-y-auto rounded-md border border-border bg-surface p-3"
        aria-live="polite"
        data-testid="chat-messages"
      >
        {history.isError && messages.length === 0 ? (
          <li className="text-sm text-muted">{t('loadFailed')}</li>
        ) : messages.length === 0 && !history.isPending ? (
          <li className="text-sm text-muted">{t('empty')}</li>
        ) : null}
        {messages.map((message) => (
          <li
            key={message.id}
            className="text-sm break-words"
            data-testid="chat-message"
            data-id={message.id}
          >
            <span className="font-semibold text-accent">{message.authorName}</span>{' '}
            <time className="text-xs text-muted" dateTime={message.createdAt}>
              {formatBrandIso(message.createdAt, gmtOffsetMinutes, 'clock')}
            </time>
            {/* Rendered as text: HTML and links stay literal, nothing is clickable. */}
            <p className="whitespace-pre-wrap">{message.text}</p>
          </li>
        ))}
      </ol>
      {canChat ? (
        <>
          {standing?.banned ? (
            <p
              role="alert"
              className="rounded-md bg-danger/10 p-3 text-sm text-danger"
              data-testid="chat-banned"
            >
              {t('banned')}
            </p>
          ) : muted ? (
            <p role="alert" className="rounded-md bg-warning/10 p-3 text-sm" data-testid="chat-muted">
              {t('muted', { until: formatBrandIso(standing?.mutedUntil ?? '', gmtOffsetMinutes) })}
              {standing?.muteReason ? ` ${t('reason', { reason: standing.muteReason })}` : ''}
            </p>
          ) : null}
          <form onSubmit={submit} className="flex flex-col gap-1">
            <div className="flex gap-2">
              <label className="sr-only" htmlFor="chat-draft">
                {t('placeholder')}
              </label>
              <input
                id="chat-draft"
                className="h-11 min-w-0 flex-1 rounded-md border border-border bg-surface px-3"
                value={draft}
                maxLength={chatLimits.messageMaxLength * 2}
                disabled={blocked}
                placeholder={t('placeholder')}
                onChange={(event) => setDraft(event.target.value)}
                data-testid="chat-input"
              />
              <button
                type="submit"
                className={buttonStyles.primary}
                disabled={!canSend}
                data-testid="chat-send"
              >
                {t('send')}
              </button>
            </div>
            <div className="flex justify-between gap-2 text-xs">
              <span role="status" className="text-danger" data-testid="chat-notice">
                {noticeText}
              </span>
              <span className={tooLong ? 'text-danger' : 'text-muted'} data-testid="chat-counter">
                {length}/{chatLimits.messageMaxLength}
              </span>
            </div>
          </form>
        </>
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-md bg-surface-2 p-3 text-sm">
          <span data-testid="chat-guest-prompt">{t(status === 'trial' ? 'trialPrompt' : 'guestPrompt')}</span>
          {status === 'guest' ? (
            <button type="button" className={buttonStyles.secondary} onClick={() => openModal('login')}>
              {t('login')}
            </button>
          ) : null}
        </div>
      )}
    </section>
  );
}
