import { type OutboxChannel, outboxChannels } from '../../../lib/admin-types';
import { readOneOf, readPaging, readText, writeFilterParams } from '../../../lib/url-filter';

/** The server's limit on the recipient filter. */
export const maximumRecipientLength = 100;

export interface OutboxFilter {
  channel: OutboxChannel | null;
  recipient: string;
  page: number;
  pageSize: number;
}

export function parseOutboxFilter(params: URLSearchParams): OutboxFilter {
  return {
    channel: readOneOf(params, 'channel', outboxChannels),
    recipient: readText(params, 'recipient', maximumRecipientLength),
    ...readPaging(params),
  };
}

export function outboxFilterParams(filter: OutboxFilter): URLSearchParams {
  return writeFilterParams({ channel: filter.channel, recipient: filter.recipient }, filter);
}
