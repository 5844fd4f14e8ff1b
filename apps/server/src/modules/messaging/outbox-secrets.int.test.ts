import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AccountsHarness,
  call,
  createMember,
  freshIp,
  latestMessage,
  signInNewStaff,
  staffServiceOf,
  startAccountsHarness,
  uniqueMobile,
  updateSetting,
} from '../../testing/accounts-kit.js';
import { fill, playerMessages } from './player-messages/index.js';

/**
 * Issue 14 #17: a live password-reset link or code is never readable in the outbox. Staff reading the
 * outbox see it masked, and the table holds the secret only sealed with the server's key.
 */
let harness: AccountsHarness;
let staffToken: string;

beforeAll(async () => {
  harness = await startAccountsHarness();
  staffToken = (await signInNewStaff(harness.app, staffServiceOf(harness), 'customerService')).token;
});

afterAll(async () => {
  await harness.close();
});

async function storedRows(recipient: string) {
  return harness.database.db
    .selectFrom('outbox_messages')
    .select(['body', 'sealed_body'])
    .where('recipient', '=', recipient)
    .execute();
}

/** Asks for a registration code for a fresh +977 number (with `language` when given); the outbox's text of it. */
async function registrationCodeText(language?: string): Promise<string | undefined> {
  const mobileNumber = uniqueMobile();
  const response = await call(harness.app, 'POST', '/api/members/registration-sms', {
    ip: freshIp(),
    body: { countryDialingCode: '+977', mobileNo: mobileNumber, ...(language ? { language } : {}) },
  });
  expect(response.statusCode, response.body).toBe(200);
  const [text] = await outboxView(`+977${mobileNumber}`);
  return text;
}

async function outboxView(recipient: string): Promise<string[]> {
  const response = await call(
    harness.app,
    'GET',
    `/api/admin/outbox?recipient=${encodeURIComponent(recipient)}`,
    {
      token: staffToken,
    },
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json().messages.map((message: { body: string }) => message.body);
}

describe('the outbox and password-reset secrets', () => {
  it('masks the e-mailed reset link; the member still receives a link that works', async () => {
    const email = `reset.${Date.now() % 1_000_000}@example.com`;
    const member = await createMember(harness, { email });
    const sent = await call(harness.app, 'POST', '/api/members/password/forgot-email', {
      ip: freshIp(),
      body: { username: member.username, email },
    });
    expect(sent.statusCode, sent.body).toBe(200);

    const delivered = await latestMessage(harness, email);
    const token = /resetToken=([A-Za-z0-9_-]+)/.exec(delivered?.body ?? '')?.[1] ?? '';
    expect(token.length).toBeGreaterThan(20);
    // An EN member (the kit's default), in English.
    expect(delivered?.subject).toBe('Reset your password');
    expect(delivered?.body).toMatch(
      new RegExp(`^Hello ${member.username},\n\nOpen this link within \\d+ minutes`),
    );

    const [shown] = await outboxView(email);
    expect(shown).toContain('resetToken=••••••');
    expect(shown).not.toContain(token);
    const [stored] = await storedRows(email);
    expect(stored?.body).not.toContain(token);
    expect(stored?.sealed_body ?? '').not.toContain(token);

    const reset = await call(harness.app, 'POST', '/api/members/password/reset-email', {
      body: { resetToken: token, newPassword: 'Fresh-pass-2468', confirmNewPassword: 'Fresh-pass-2468' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
  });

  it('masks the SMS reset code, but not a code of another purpose', async () => {
    const mobileNumber = uniqueMobile();
    await createMember(harness, { mobile: { countryDialingCode: '+977', mobileNumber } });
    const destination = `+977${mobileNumber}`;
    const sent = await call(harness.app, 'POST', '/api/members/password/recovery-sms', {
      ip: freshIp(),
      body: { countryDialingCode: '+977', mobileNo: mobileNumber },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const code = /\b(\d{6})\b/.exec((await latestMessage(harness, destination))?.body ?? '')?.[1] ?? '';
    expect(code).toMatch(/^\d{6}$/);
    const [shown] = await outboxView(destination);
    expect(shown).toContain('•••••• is your verification code');
    expect(shown).not.toContain(code);
    expect((await storedRows(destination))[0]?.body).not.toContain(code);

    // A registration code is no reset secret: the demo's outbox still shows it.
    expect(await registrationCodeText()).toMatch(/^\d{6} is your verification code/);
  });
});

describe("codes and reset links in the player's language, masked all the same", () => {
  it("sends a Nepali member's reset code in Nepali; the outbox masks it", async () => {
    const mobileNumber = uniqueMobile();
    await createMember(harness, { mobile: { countryDialingCode: '+977', mobileNumber }, language: 'NE' });
    const destination = `+977${mobileNumber}`;
    const sent = await call(harness.app, 'POST', '/api/members/password/recovery-sms', {
      ip: freshIp(),
      body: { countryDialingCode: '+977', mobileNo: mobileNumber },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const minutes = harness.settings.get('security').verificationCodeMinutes;
    const delivered = (await latestMessage(harness, destination))?.body ?? '';
    const code = /\b(\d{6})\b/.exec(delivered)?.[1] ?? '';
    expect(code).toMatch(/^\d{6}$/);
    const nepali = `तपाईंको प्रमाणीकरण कोड हो। यो ${minutes} मिनेटमा समाप्त हुन्छ। यसलाई कसैसँग पनि साझा नगर्नुहोस्।`;
    expect(delivered).toBe(`${code} ${nepali}`);
    expect(delivered).toBe(fill(playerMessages.NE.verificationCode.text, { code, minutes }));
    const [shown] = await outboxView(destination);
    expect(shown).toBe(`•••••• ${nepali}`);
    expect((await storedRows(destination))[0]?.body).not.toContain(code);
  });

  it("e-mails a Japanese member's reset link in Japanese; the outbox masks the link, which works", async () => {
    const email = `reset.ja.${Date.now() % 1_000_000}@example.com`;
    const member = await createMember(harness, { email, language: 'JA' });
    const sent = await call(harness.app, 'POST', '/api/members/password/forgot-email', {
      ip: freshIp(),
      body: { username: member.username, email },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const delivered = await latestMessage(harness, email);
    expect(delivered?.subject).toBe('パスワードの再設定');
    const minutes = harness.settings.get('security').passwordResetMinutes;
    expect(delivered?.body).toMatch(
      new RegExp(
        `^${member.username} 様\n\n${minutes}分以内に次のリンクを開き、新しいパスワードを設定してください。\n`,
      ),
    );
    const token = /resetToken=([A-Za-z0-9_-]+)/.exec(delivered?.body ?? '')?.[1] ?? '';
    expect(token.length).toBeGreaterThan(20);
    const [shown] = await outboxView(email);
    expect(shown).toContain('resetToken=••••••');
    expect(shown).toContain('パスワードは変更されません。');
    expect(shown).not.toContain(token);
    const reset = await call(harness.app, 'POST', '/api/members/password/reset-email', {
      body: { resetToken: token, newPassword: 'Fresh-pass-8642', confirmNewPassword: 'Fresh-pass-8642' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
  });

  it("sends a registration code (no account, no language in the request) in the brand's default language", async () => {
    await updateSetting(harness.settings, 'brand', (brand) => ({ ...brand, defaultLanguage: 'NE' }));
    try {
      expect(await registrationCodeText()).toMatch(/^\d{6} तपाईंको प्रमाणीकरण कोड हो।/);
      // A known member keeps their own language, whatever the brand's default.
      const email = `reset.en.${Date.now() % 1_000_000}@example.com`;
      const member = await createMember(harness, { email });
      await call(harness.app, 'POST', '/api/members/password/forgot-email', {
        ip: freshIp(),
        body: { username: member.username, email },
      });
      expect((await latestMessage(harness, email))?.subject).toBe('Reset your password');
    } finally {
      await updateSetting(harness.settings, 'brand', (brand) => ({ ...brand, defaultLanguage: 'EN' }));
    }
  });

  it("sends a registration code in the page's language when the request names it", async () => {
    const plain = await registrationCodeText('JA');
    expect(plain).toMatch(/(^|\D)\d{6}(\D|$)/);
    expect(plain).toMatch(/\p{Script=Hiragana}|\p{Script=Katakana}/u);
    const refused = await call(harness.app, 'POST', '/api/members/registration-sms', {
      ip: freshIp(),
      body: { countryDialingCode: '+977', mobileNo: uniqueMobile(), language: 'XX' },
    });
    expect(refused.statusCode).toBe(400);
  });
});
