import nodemailer from 'nodemailer';

export type EmailMessage = { to: string; subject: string; text: string };

/**
 * The SMS provider refused for want of quota (spec §8 quota not sufficient): its credit or its sending
 * limit is used up (HTTP 402 Payment Required or 429 Too Many Requests from the gateway).
 */
export class SmsQuotaError extends Error {
  constructor(status: number) {
    super(`SMS gateway quota not sufficient (${status})`);
    this.name = 'SmsQuotaError';
  }
}
export type SmsMessage = { to: string; text: string };

/** Where a message goes. `keepsBody` says whether the outbox may store the text (only when nothing was really sent). */
export interface EmailTransport {
  readonly name: string;
  readonly keepsBody: boolean;
  send(message: EmailMessage): Promise<void>;
}

export interface SmsTransport {
  readonly name: string;
  readonly keepsBody: boolean;
  send(message: SmsMessage): Promise<void>;
}

/** Nothing leaves the machine: the message is kept in the outbox for staff (and tests) to read. */
export const outboxEmailTransport: EmailTransport = {
  name: 'outbox',
  keepsBody: true,
  send: async () => undefined,
};
export const outboxSmsTransport: SmsTransport = {
  name: 'outbox',
  keepsBody: true,
  send: async () => undefined,
};

export function smtpTransport(smtpUrl: string, from: string): EmailTransport {
  const transporter = nodemailer.createTransport(smtpUrl, { from });
  return {
    name: 'smtp',
    keepsBody: false,
    send: async (message) => {
      await transporter.sendMail({ from, to: message.to, subject: message.subject, text: message.text });
    },
  };
}

/**
 * A generic HTTP SMS gateway: POST {to, text} as JSON with a bearer token. Most providers' REST APIs
 * take this shape; a provider with another shape gets its own adapter behind the same port.
 */
export function httpSmsTransport(url: string, token: string | undefined, timeoutMs = 10_000): SmsTransport {
  return {
    name: 'http',
    keepsBody: false,
    send: async (message) => {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify({ to: message.to, text: message.text }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (response.status === 402 || response.status === 429) throw new SmsQuotaError(response.status);
      if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
    },
  };
}
