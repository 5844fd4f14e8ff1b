/**
 * Every query of the platform messages (issue 18: the unread count, the inbox pages, a message) starts
 * with this root: a read, a delete or a live `messages` event reads the inbox again.
 */
export const messagesQueryRoot = ['platform-messages'] as const;
