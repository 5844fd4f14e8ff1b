import { AppError } from '../../platform/errors.js';
import type { SecretBox } from '../../platform/security/secret-box.js';
import type { MessagingRepository, OutboxFilter } from './messaging-repository.js';
import {
  type EmailMessage,
  type EmailTransport,
  type SmsMessage,
  SmsQuotaError,
  type SmsTransport,
} from './transports.js';

const keptElsewhere = '[sent through the provider; the text is not kept]';

/** What the outbox shows in place of a live secret (a reset link's token, a reset code). */
const maskedSecret = '••••••';

/**
 * A message that carries a live secret: the outbox shows it masked. `secret` is the exact text of the
 * token or code inside the message.
 */
export type SecretBearing = { secret?: string };

/** The text with every occurrence of the secret masked; the same text when there is none. */
export function maskSecret(text: string, secret: string | undefined): string {
  return secret ? text.split(secret).join(maskedSecret) : text;
}

/**
 * Sends e-mail and SMS through the configured transports and records every message. The text is stored
 * only for the outbox transport: a real message's text (a reset link, a code) never rests in our tables.
 * A password-reset secret is not readable in the outbox either (issue 14 #17): staff who read the outbox
 * see it masked, and the whole text is kept only sealed with the server's key (`secrets`), for the
 * developer's own tools; without a key it is not kept at all.
 */
export class MessagingService {
  constructor(
    private readonly repository: MessagingRepository,
    private readonly email: EmailTransport,
    private readonly sms: SmsTransport,
    private readonly secrets?: SecretBox,
  ) {}

  async sendEmail(message: EmailMessage, options: SecretBearing = {}): Promise<void> {
    await this.deliver(
      'email',
      this.email,
      { recipient: message.to, subject: message.subject, text: message.text, secret: options.secret },
      () => this.email.send(message),
    );
  }

  async sendSms(message: SmsMessage, options: SecretBearing = {}): Promise<void> {
    await this.deliver(
      'sms',
      this.sms,
      { recipient: message.to, subject: null, text: message.text, secret: options.secret },
      () => this.sms.send(message),
    );
  }

  /** The body the outbox stores and its sealed original (only for a kept message with a secret). */
  private bodyOf(transport: EmailTransport | SmsTransport, text: string, secret: string | undefined) {
    if (!transport.keepsBody) return { body: keptElsewhere, sealed_body: null };
    if (!secret) return { body: text, sealed_body: null };
    return { body: maskSecret(text, secret), sealed_body: this.secrets?.seal(text) ?? null };
  }

  private async deliver(
    channel: 'email' | 'sms',
    transport: EmailTransport | SmsTransport,
    message: { recipient: string; subject: string | null; text: string; secret: string | undefined },
    send: () => Promise<void>,
  ): Promise<void> {
    const { recipient, subject } = message;
    const { body, sealed_body } = this.bodyOf(transport, message.text, message.secret);
    try {
      await send();
    } catch (error) {
      await this.repository.insert({
        channel,
        recipient,
        subject,
        body,
        sealed_body,
        status: 'failed',
        provider: transport.name,
        error: (error as Error).message.slice(0, 300),
      });
      throw new AppError(error instanceof SmsQuotaError ? 'quota_not_sufficient' : 'message_send_failed');
    }
    const status = transport.keepsBody ? 'outbox' : 'sent';
    await this.repository.insert({
      channel,
      recipient,
      subject,
      body,
      sealed_body,
      status,
      provider: transport.name,
      error: null,
    });
  }

  list(filter: OutboxFilter) {
    return this.repository.list(filter);
  }
}
