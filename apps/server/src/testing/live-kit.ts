import type { LiveEvent, LiveServerMessage } from '@gaming/contracts/live';
import type { Kysely } from 'kysely';
import { expect } from 'vitest';
import { WebSocket } from 'ws';
import type { Database } from '../db/schema.js';
import { LedgerRepository } from '../modules/wallet/ledger-repository.js';
import { LedgerService } from '../modules/wallet/ledger-service.js';
import { hashPassword } from '../platform/security/passwords.js';
import { fundFromHouse } from './ledger-kit.js';

/** A test's live socket: every message it received, in order, and how it closed. */
export type LiveClient = {
  socket: WebSocket;
  messages: LiveServerMessage[];
  /** Resolves with the first message (already received or not) that matches, or fails after the timeout. */
  next: (match: (message: LiveServerMessage) => boolean, timeoutMs?: number) => Promise<LiveServerMessage>;
  events: () => LiveEvent[];
  closed: Promise<{ code: number; reason: string }>;
  send: (message: unknown) => void;
  close: () => void;
};

export async function openLive(baseUrl: string): Promise<LiveClient> {
  const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/api/live`);
  const messages: LiveServerMessage[] = [];
  const waiters: Array<() => void> = [];
  socket.on('message', (data) => {
    messages.push(JSON.parse(String(data)) as LiveServerMessage);
    for (const wake of waiters.splice(0)) wake();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    socket.on('close', (code, reason) => {
      resolve({ code, reason: String(reason) });
      for (const wake of waiters.splice(0)) wake();
    });
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  const next: LiveClient['next'] = async (match, timeoutMs = 5_000) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = messages.find(match);
      if (found) return found;
      const left = deadline - Date.now();
      if (left <= 0 || socket.readyState === WebSocket.CLOSED) {
        throw new Error(`no matching live message; got ${JSON.stringify(messages)}`);
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  };
  return {
    socket,
    messages,
    next,
    events: () => messages.flatMap((message) => (message.type === 'event' ? [message.event] : [])),
    closed,
    send: (message) => socket.send(typeof message === 'string' ? message : JSON.stringify(message)),
    close: () => socket.close(),
  };
}

/** A socket that has authenticated and received `ready`. */
export async function openLiveAs(baseUrl: string, token: string): Promise<LiveClient> {
  const client = await openLive(baseUrl);
  client.send({ type: 'auth', token });
  await client.next((message) => message.type === 'ready');
  return client;
}

export function isBalance(memberBalanceMinor: string) {
  return (message: LiveServerMessage) =>
    message.type === 'event' &&
    message.event.type === 'balance' &&
    message.event.balanceMinor === memberBalanceMinor;
}

export function isCashier(kind: string) {
  return (message: LiveServerMessage) =>
    message.type === 'event' && message.event.type === 'cashier' && message.event.kind === kind;
}

/**
 * Money into a member's wallet from the house through a ledger of its own: as another process would,
 * so the app under test hears nothing of it (its live events come from its own commits).
 */
export async function fundQuietly(db: Kysely<Database>, memberId: string, amountMinor: bigint) {
  const { transfer } = await fundFromHouse(
    new LedgerService(new LedgerRepository(db)),
    memberId,
    amountMinor,
  );
  expect(BigInt(transfer.credit_account_balance_after ?? '-1')).toBeGreaterThanOrEqual(amountMinor);
}

export async function setPaymentPassword(
  db: Kysely<Database>,
  memberId: string,
  options: { uplineId?: string } = {},
): Promise<string> {
  const paymentPassword = '123456';
  await db
    .updateTable('members')
    .set({
      payment_password_hash: await hashPassword(paymentPassword),
      upline_member_id: options.uplineId ?? null,
    })
    .where('id', '=', memberId)
    .execute();
  return paymentPassword;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
