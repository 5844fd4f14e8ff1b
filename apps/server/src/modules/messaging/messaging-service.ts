import { AppError } from '../../platform/errors.js';
import type { MessagingRepository, OutboxFilter } from './messaging-repository.js';
import type { EmailMessage, EmailTransport, SmsMessage, SmsTransport } from './transports.js';

const keptElsewhere = '[sent through the provider; the text is not kept]';

/**
 * Sends e-mail and SMS through the configured transports and records every message. The text is stored
 * only for the outbox transport: a real message's text (a reset link, a code) never rests in our tables.
 */
export class MessagingService {
  constructor(
    private readonly repository: MessagingRepository,
    private readonly email: EmailTransport,
    private readonly sms: SmsTransport,
  ) {}

  async sendEmail(message: EmailMessage): Promise<void> {
    await this.deliver('email', this.email, message.to, message.subject, message.text, () =>
      this.email.send(message),
    );
  }

  async sendSms(message: SmsMessage): Promise<void> {
    await this.deliver('sms', this.sms, message.to, null, message.text, () => this.sms.send(message));
  }

  private async deliver(
    channel: 'email' | 'sms',
    transport: EmailTransport | SmsTransport,
    recipient: string,
    subject: string | null,
    text: string,
    send: () => Promise<void>,
  ): Promise<void> {
    const body = transport.keepsBody ? text : keptElsewhere;
    try {
      await send();
    } catch (error) {
      await this.repository.insert({
        channel,
        recipient,
        subject,
        body,
        status: 'failed',
        provider: transport.name,
        error: (error as Error).message.slice(0, 300),
      });
      throw new AppError('message_send_failed');
    }
    const status = transport.keepsBody ? 'outbox' : 'sent';
    await this.repository.insert({
      channel,
      recipient,
      subject,
      body,
      status,
      provider: transport.name,
      error: null,
    });
  }

  list(filter: OutboxFilter) {
    return this.repository.list(filter);
  }
}
