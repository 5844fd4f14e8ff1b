import { once } from 'node:events';
import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database.js';
import { MessagingRepository } from './messaging-repository.js';
import { MessagingService } from './messaging-service.js';
import { httpSmsTransport, outboxEmailTransport, outboxSmsTransport, smtpTransport } from './transports.js';

/** Just enough of an SMTP server (RFC 5321) to receive one message, as a real relay would. */
async function startSmtpServer(): Promise<{ port: number; messages: string[]; close: () => void }> {
  const messages: string[] = [];
  const server = net.createServer((socket) => {
    let inData = false;
    let data = '';
    socket.write('220 test ESMTP\r\n');
    socket.on('data', (chunk) => {
      for (const line of chunk.toString().split('\r\n')) {
        if (inData) {
          if (line === '.') {
            inData = false;
            messages.push(data);
            socket.write('250 queued\r\n');
          } else data += `${line}\n`;
          continue;
        }
        const command = line.slice(0, 4).toUpperCase();
        if (command === 'EHLO' || command === 'HELO') socket.write('250 test\r\n');
        else if (command === 'MAIL' || command === 'RCPT') socket.write('250 ok\r\n');
        else if (command === 'DATA') {
          inData = true;
          socket.write('354 go on\r\n');
        } else if (command === 'QUIT') socket.end('221 bye\r\n');
        else if (line !== '') socket.write('250 ok\r\n');
      }
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { port: (server.address() as net.AddressInfo).port, messages, close: () => server.close() };
}

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.drop();
});

async function outboxRows() {
  return database.db.selectFrom('outbox_messages').selectAll().orderBy('id').execute();
}

describe('messaging transports', () => {
  it('sends e-mail over SMTP and keeps only the fact of sending, not the text', async () => {
    const smtp = await startSmtpServer();
    const messaging = new MessagingService(
      new MessagingRepository(database.db),
      smtpTransport(`smtp://127.0.0.1:${smtp.port}`, 'no-reply@example.com'),
      outboxSmsTransport,
    );
    await messaging.sendEmail({
      to: 'player@example.com',
      subject: 'Reset your password',
      text: 'Open https://x/?resetToken=SECRET123',
    });
    smtp.close();
    expect(smtp.messages).toHaveLength(1);
    expect(smtp.messages[0]).toContain('resetToken=SECRET123');
    expect(smtp.messages[0]).toMatch(/To: player@example.com/i);
    const row = (await outboxRows()).at(-1);
    expect(row).toMatchObject({
      channel: 'email',
      status: 'sent',
      provider: 'smtp',
      recipient: 'player@example.com',
    });
    expect(row?.body).not.toContain('SECRET123');
  });

  it('records a failed SMTP delivery and answers message_send_failed', async () => {
    const messaging = new MessagingService(
      new MessagingRepository(database.db),
      smtpTransport('smtp://127.0.0.1:1', 'no-reply@example.com'),
      outboxSmsTransport,
    );
    await expect(messaging.sendEmail({ to: 'a@example.com', subject: 's', text: 't' })).rejects.toMatchObject(
      { code: 'message_send_failed' },
    );
    expect((await outboxRows()).at(-1)).toMatchObject({ status: 'failed', provider: 'smtp' });
  });

  it('posts SMS to the HTTP gateway with its bearer token, and reports a gateway error', async () => {
    const received: Array<{ authorization: string | undefined; body: unknown }> = [];
    let answer = 200;
    const gateway = http.createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => {
        body += chunk;
      });
      request.on('end', () => {
        received.push({ authorization: request.headers.authorization, body: JSON.parse(body) });
        response.writeHead(answer).end();
      });
    });
    gateway.listen(0, '127.0.0.1');
    await once(gateway, 'listening');
    const url = `http://127.0.0.1:${(gateway.address() as net.AddressInfo).port}/send`;
    const messaging = new MessagingService(
      new MessagingRepository(database.db),
      outboxEmailTransport,
      httpSmsTransport(url, 'gateway-token'),
    );
    await messaging.sendSms({ to: '+9779800000001', text: '123456 is your code' });
    expect(received[0]).toEqual({
      authorization: 'Bearer gateway-token',
      body: { to: '+9779800000001', text: '123456 is your code' },
    });
    expect((await outboxRows()).at(-1)).toMatchObject({ channel: 'sms', status: 'sent', provider: 'http' });
    expect((await outboxRows()).at(-1)?.body).not.toContain('123456');
    answer = 503;
    await expect(messaging.sendSms({ to: '+9779800000001', text: 'x' })).rejects.toMatchObject({
      code: 'message_send_failed',
    });
    expect((await outboxRows()).at(-1)).toMatchObject({
      status: 'failed',
      error: 'SMS gateway answered 503',
    });
    // Spec §8 quota not sufficient: the provider's credit or limit is used up.
    for (const status of [402, 429]) {
      answer = status;
      await expect(messaging.sendSms({ to: '+9779800000001', text: 'x' })).rejects.toMatchObject({
        code: 'quota_not_sufficient',
      });
    }
    gateway.close();
  });

  it('keeps the text in the outbox when nothing is really sent', async () => {
    const messaging = new MessagingService(
      new MessagingRepository(database.db),
      outboxEmailTransport,
      outboxSmsTransport,
    );
    await messaging.sendSms({ to: '+9779800000002', text: '654321 is your code' });
    expect((await outboxRows()).at(-1)).toMatchObject({ status: 'outbox', body: '654321 is your code' });
  });
});
