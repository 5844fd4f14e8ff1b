import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../platform/security/passwords.js';
import { call, createMember, loginToken } from '../../testing/accounts-kit.js';
import {
  fund,
  requestWithdrawal,
  startWithdrawalsHarness,
  type WithdrawalsHarness,
} from '../withdrawals/withdrawals-kit.js';

let harness: WithdrawalsHarness;
let token: string;
let withdrawalId: string;

beforeAll(async () => {
  harness = await startWithdrawalsHarness();
  const member = await createMember(harness, { password: 'Multipart-passphrase-42' });
  await harness.database.db
    .updateTable('members')
    .set({ payment_password_hash: await hashPassword('123456') })
    .where('id', '=', member.id)
    .execute();
  token = await loginToken(harness, member);
  await fund(harness, member, 1_000_000n);
  // The member's own withdrawal: the not-received route reads the form only for one of those.
  withdrawalId = (await requestWithdrawal(harness, token, '200')).id;
});

afterAll(async () => {
  await harness.close();
});

const boundary = 'XyZboundary42';
const crlf = '\r\n';

/** Bodies a broken or hostile client sends as multipart/form-data: each must be a 4xx, never a 500. */
const malformed: Array<{ name: string; contentType: string; body: string }> = [
  { name: 'no boundary', contentType: 'multipart/form-data', body: 'hello' },
  { name: 'empty boundary', contentType: 'multipart/form-data; boundary=', body: 'hello' },
  { name: 'empty body', contentType: `multipart/form-data; boundary=${boundary}`, body: '' },
  { name: 'no parts', contentType: `multipart/form-data; boundary=${boundary}`, body: 'just text' },
  {
    name: 'cut off mid-part',
    contentType: `multipart/form-data; boundary=${boundary}`,
    body: `--${boundary}${crlf}Content-Disposition: form-data; name="amount"${crlf}${crlf}100`,
  },
  {
    name: 'malformed part header',
    contentType: `multipart/form-data; boundary=${boundary}`,
    body: `--${boundary}${crlf}Content-Disposition${crlf}${crlf}x${crlf}--${boundary}--${crlf}`,
  },
  {
    name: 'header without end',
    contentType: `multipart/form-data; boundary=${boundary}`,
    body: `--${boundary}${crlf}${'X-Long: y'.repeat(20_000)}`,
  },
  {
    name: 'file cut off',
    contentType: `multipart/form-data; boundary=${boundary}`,
    body: `--${boundary}${crlf}Content-Disposition: form-data; name="proof"; filename="a.png"${crlf}Content-Type: image/png${crlf}${crlf}\u0089PNG`,
  },
];

describe('malformed multipart bodies', () => {
  for (const route of ['deposits', 'not-received']) {
    it(`answer 4xx in the error shape on ${route}`, async () => {
      const url = route === 'deposits' ? '/api/deposits' : `/api/withdrawals/${withdrawalId}/not-received`;
      const answers: string[] = [];
      for (const sample of malformed) {
        const response = await call(harness.app, 'POST', url, {
          token,
          headers: { 'content-type': sample.contentType },
          body: sample.body,
        });
        answers.push(`${sample.name}: ${response.statusCode} ${response.json().error?.code}`);
      }
      expect(answers.filter((answer) => !/: 4\d\d [a-z_]+$/.test(answer))).toEqual([]);
    });
  }
});
