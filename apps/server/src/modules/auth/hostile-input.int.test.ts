import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AccountsHarness,
  call,
  createMember,
  freshIp,
  loginToken,
  registrationBody,
  startAccountsHarness,
  type TestMember,
  uniqueMobile,
} from '../../testing/accounts-kit.js';

let harness: AccountsHarness;
let member: TestMember;

beforeAll(async () => {
  harness = await startAccountsHarness();
  member = await createMember(harness, { password: 'plainSecret42', email: 'hostile.target@example.com' });
});

afterAll(async () => {
  await harness.close();
});

type Endpoint = { method: 'POST' | 'PUT'; url: string; valid: () => Record<string, unknown> };

const uuid = '7f1f3c9e-0a4b-4c55-9e8d-2b7a1d3c4e5f';

const endpoints: Endpoint[] = [
  {
    method: 'POST',
    url: '/api/session',
    valid: () => ({ type: 'username', username: member.username, password: 'plainSecret42' }),
  },
  {
    method: 'POST',
    url: '/api/session/v2',
    valid: () => ({
      type: 'username',
      username: member.username,
      password: 'plainSecret42',
      captchaId: uuid,
      captcha: 'ABCDE',
    }),
  },
  {
    method: 'POST',
    url: '/api/session',
    valid: () => ({
      type: 'sms',
      countryDialingCode: '+977',
      mobileNum: '9800000001',
      verificationCode: '123456',
    }),
  },
  {
    method: 'POST',
    url: '/api/session/verify',
    valid: () => ({ challengeId: uuid, verificationCode: '123456' }),
  },
  {
    method: 'POST',
    url: '/api/session/sms-code',
    valid: () => ({ countryDialingCode: '+977', mobileNum: '9800000001' }),
  },
  {
    method: 'PUT',
    url: '/api/members',
    valid: () => registrationBody({ password: 'plainSecret42', confirmPassword: 'plainSecret42' }),
  },
  {
    method: 'PUT',
    url: '/api/members/mobile',
    valid: () => ({
      ...registrationBody({ password: 'plainSecret42', confirmPassword: 'plainSecret42' }),
      username: undefined,
      countryDialingCode: '+977',
      mobileNum: uniqueMobile(),
    }),
  },
  {
    method: 'POST',
    url: '/api/members/registration-sms',
    valid: () => ({ countryDialingCode: '+977', mobileNo: uniqueMobile() }),
  },
  {
    method: 'POST',
    url: '/api/members/password/forgot-email',
    valid: () => ({ username: member.username, email: 'hostile.target@example.com' }),
  },
  {
    method: 'POST',
    url: '/api/members/password/reset-email',
    valid: () => ({
      resetToken: 'r'.repeat(43),
      newPassword: 'plainSecret43',
      confirmNewPassword: 'plainSecret43',
    }),
  },
  {
    method: 'POST',
    url: '/api/members/password/phone',
    valid: () => ({
      countryDialingCode: '+977',
      mobileNum: '9800000001',
      verificationCode: '123456',
      newPassword: 'plainSecret43',
      confirmNewPassword: 'plainSecret43',
    }),
  },
  {
    method: 'POST',
    url: '/api/members/me/password',
    valid: () => ({
      changeToken: 'c'.repeat(43),
      newPassword: 'plainSecret43',
      confirmNewPassword: 'plainSecret43',
    }),
  },
];

let deepNesting = '"x"';
for (let depth = 0; depth < 2000; depth += 1) deepNesting = `{"a":${deepNesting}}`;

/** Values that are never acceptable for any field of these forms. */
const badValues: Array<[string, unknown]> = [
  ['null', null],
  ['a number', 12345],
  ['a boolean', true],
  ['an array', ['a', 'b']],
  ['an object', { $gt: '' }],
  ['a nested object', { a: { b: { c: [1, { d: null }] } } }],
  ['a huge string', 'A1'.repeat(50_000)],
];

/** Strings PostgreSQL cannot store or that try to break out of a query: refused or harmless, never a 500. */
const nastyStrings: Array<[string, string]> = [
  ['a NUL character', 'ab\u0000cd12'],
  ['a lone surrogate', 'ab\ud800cd12'],
  ['SQL', "x' OR '1'='1"],
  ['a format string', '%s%s%s%n'],
  ['right-to-left and zero-width characters', 'a\u202eb\u200bc123'],
];

type Finding = { label: string; status: number; body: string };

function checkShape(label: string, response: LightMyRequestResponse, findings: Finding[]) {
  const record = () =>
    findings.push({ label, status: response.statusCode, body: response.body.slice(0, 300) });
  if (response.statusCode >= 500) return record();
  if (response.statusCode >= 400) {
    let body: { error?: { code?: unknown; message?: unknown; requestId?: unknown } } | undefined;
    try {
      body = response.json();
    } catch {
      return record();
    }
    const error = body?.error;
    if (
      typeof error?.code !== 'string' ||
      typeof error.message !== 'string' ||
      typeof error.requestId !== 'string'
    )
      return record();
  }
  if (/password_hash|token_hash|code_hash|\$argon2|plainSecret4|at .+\.ts:\d+/.test(response.body)) record();
}

function send(endpoint: Endpoint, payload: string, contentType = 'application/json') {
  return call(harness.app, endpoint.method, endpoint.url, {
    ip: freshIp(),
    headers: { 'content-type': contentType },
    body: payload,
  });
}

describe('malformed login and registration bodies', () => {
  it('get a 4xx in the error shape for every wrong type in every field, never a 500', async () => {
    const findings: Finding[] = [];
    for (const endpoint of endpoints) {
      const valid = endpoint.valid();
      for (const field of Object.keys(valid)) {
        for (const [name, value] of badValues.filter(([, value]) => typeof value !== typeof valid[field])) {
          const label = `${endpoint.method} ${endpoint.url} ${field} = ${name}`;
          const response = await send(endpoint, JSON.stringify({ ...endpoint.valid(), [field]: value }));
          checkShape(label, response, findings);
          if (response.statusCode < 400)
            findings.push({ label, status: response.statusCode, body: 'accepted' });
        }
        const { [field]: _removed, ...without } = endpoint.valid();
        checkShape(
          `${endpoint.method} ${endpoint.url} without ${field}`,
          await send(endpoint, JSON.stringify(without)),
          findings,
        );
      }
    }
    expect(findings).toEqual([]);
  });

  it('get a 4xx in the error shape for bodies that are not the object asked for', async () => {
    const findings: Finding[] = [];
    const payloads: Array<[string, string, string?]> = [
      ['empty', ''],
      ['null', 'null'],
      ['an array', '[]'],
      ['an array of the body', '[{"type":"username","username":"a","password":"b"}]'],
      ['a string', '"username"'],
      ['a number', '42'],
      ['truncated JSON', '{"type":"username","username":'],
      ['JSON with comments', '{/* */"type":"username"}'],
      [
        'a prototype key',
        '{"__proto__":{"isAdmin":true},"type":"username","username":"abcd","password":"abcd1234"}',
      ],
      ['a constructor key', '{"constructor":{"prototype":{"isAdmin":true}},"type":"username"}'],
      ['deep nesting', `{"type":"username","username":${deepNesting},"password":"x"}`],
      ['an empty object', '{}'],
      ['a wrong type tag', '{"type":"staff","username":"abcd","password":"abcd1234"}'],
      ['form encoding', 'username=abcd&password=abcd1234', 'application/x-www-form-urlencoded'],
      ['plain text', 'username abcd', 'text/plain'],
      ['XML', '<login><username>a</username></login>', 'application/xml'],
    ];
    for (const endpoint of endpoints) {
      for (const [name, payload, contentType] of payloads) {
        const response = await send(endpoint, payload, contentType);
        const label = `${endpoint.method} ${endpoint.url} ${name}`;
        checkShape(label, response, findings);
        if (response.statusCode < 400)
          findings.push({ label, status: response.statusCode, body: 'accepted' });
      }
    }
    expect(findings).toEqual([]);
  });

  it('never answer 500 to strings a database or a query could choke on', async () => {
    const findings: Finding[] = [];
    for (const endpoint of endpoints) {
      const valid = endpoint.valid();
      for (const field of Object.keys(valid).filter((key) => typeof valid[key] === 'string')) {
        for (const [name, value] of nastyStrings) {
          const label = `${endpoint.method} ${endpoint.url} ${field} with ${name}`;
          checkShape(
            label,
            await send(endpoint, JSON.stringify({ ...endpoint.valid(), [field]: value })),
            findings,
          );
        }
      }
    }
    // Raw escapes: a NUL byte, an encoded lone surrogate (invalid UTF-8), SQL.
    for (const code of ['ab%00cd', 'ab%ED%A0%80cd', "x'%20OR%20'1'='1", '%', '%zz']) {
      const response = await call(harness.app, 'GET', `/api/members/affiliate?code=${code}`);
      checkShape(`affiliate check with ${code}`, response, findings);
    }
    expect(findings).toEqual([]);
  });

  it('never answer 500 to hostile profile values from a signed-in member', async () => {
    const findings: Finding[] = [];
    const token = await loginToken(harness, await createMember(harness, { password: 'plainSecret42' }));
    for (const field of ['fullname', 'address', 'line', 'telegram', 'birthday']) {
      for (const [name, value] of [...nastyStrings, ...badValues]) {
        const response = await call(harness.app, 'PATCH', '/api/members/me/profile', {
          token,
          body: { [field]: value },
        });
        checkShape(`profile ${field} with ${name}`, response, findings);
        if (response.statusCode === 401)
          findings.push({ label: 'signed out', status: 401, body: response.body });
      }
    }
    for (const [name, value] of nastyStrings) {
      const email = `a${value}@example.com`;
      const response = await call(harness.app, 'POST', '/api/members/me/email/code', {
        token,
        body: { email },
      });
      checkShape(`bind e-mail with ${name}`, response, findings);
    }
    expect(findings).toEqual([]);
  });

  it('left no plain password in any stored message or audit entry, and no half-made member', async () => {
    const stored = JSON.stringify([
      await harness.database.db.selectFrom('outbox_messages').selectAll().execute(),
      await harness.database.db.selectFrom('audit_log').selectAll().execute(),
    ]);
    expect(stored).not.toContain('plainSecret4');
    const members = await harness.database.db
      .selectFrom('members')
      .select(['username', 'password_hash'])
      .execute();
    for (const row of members) {
      expect(row.password_hash.startsWith('$argon2id$') || row.password_hash.startsWith('!trial:')).toBe(
        true,
      );
      expect(row.username.includes('\u0000') || /\p{Cs}|'/u.test(row.username)).toBe(false);
    }
  });
});
