import { type OutboxChannel, outboxChannels } from '../../../lib/admin-types';
import { defaultPageSize, parsePage, parsePageSize } from '../../../lib/paging';

/** The server's limit on the recipient filter. */
export const maximumRecipientLength = 100;

export interface OutboxFilter {
  channel: OutboxChannel | null;
  recipient: string;
  page: number;
  pageSize: number;
}

export function parseOutboxFilter(params: URLSearchParams): OutboxFilter {
  const channel = params.get('channel');
  return {
    channel: (outboxChannels as readonly string[]).includes(channel ?? '')
      ? (channel as OutboxChannel)
      : null,
    recipient: (params.get('recipient') ?? '').trim().slice(0, maximumRecipientLength),
    page: parsePage(params.get('page')),
    pageSize: parsePageSize(params.get('pageSize')),
  };
}

export function outboxFilterParams(filter: OutboxFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.channel) params.set('channel', filter.channel);
  if (filter.recipient) params.set('recipient', filter.recipient);
  if (filter.page > 1) params.set('page', String(filter.page));
  if (filter.pageSize !== defaultPageSize) params.set('pageSize', String(filter.pageSize));
  return params;
}
