import { randomBytes, randomInt } from 'node:crypto';
import { isTrivialPaymentPassword } from '@gaming/contracts/payment-password-policy';
import type pg from 'pg';
import { totpCode } from '../../../e2e/support/totp.js';
import type { Cluster } from './cluster.js';
import type { ClusterClient } from './cluster-client.js';

export type BankMember = {
  index: number;
  id: string;
  username: string;
  token: string;
  ip: string;
  paymentPassword: string;
  /** Index of the upline among the members, for downlines. */
  upline: number | undefined;
  downlines: number[];
  /** The vendor session a game launch gave (what the vendor calls the wallet with). */
  vendorToken: string;
};

export type BankStaff = { token: string; ip: string };

/** Every test member's birthday: the payment password must not spell it. */
const memberBirthday = '1990-05-17';

/** Members and their visitor addresses live in 10.97.0.0/16, apart from every e2e file's range. */
function memberIp(index: number): string {
  return `10.97.${1 + Math.floor(index / 200)}.${1 + (index % 200)}`;
}

/** Long random passwords, well within any password policy (16+ characters, not the username). */
function strongPassword(): string {
  return `${randomBytes(15).toString('base64url')}-Rb9`;
}

function expectOk(answer: { status: number; text: string }, what: string): void {
  if (answer.status !== 200)
    throw new Error(`${what} answered ${answer.status}: ${answer.text.slice(0, 300)}`);
}

async function register(
  client: ClusterClient,
  database: pg.Client,
  index: number,
  referralCode: string | undefined,
): Promise<{ id: string; username: string; token: string; password: string; referralCode: string }> {
  const username = `rb${randomBytes(5).toString('hex')}`;
  const password = strongPassword();
  const ip = memberIp(index);
  const answer = await client.send('PUT', '/api/members', {
    ip,
    body: {
      username,
      password,
      confirmPassword: password,
      birthday: memberBirthday,
      termsAccepted: true,
      ageConfirmed: true,
      ...(referralCode ? { referralCode } : {}),
    },
  });
  expectOk(answer, `registering ${username}`);
  const row = await database.query<{ id: string; referral_code: string }>(
    'select id::text as id, referral_code from members where username = $1',
    [username],
  );
  const found = row.rows[0];
  if (!found) throw new Error(`member ${username} not in the database after registering`);
  return {
    id: found.id,
    username,
    token: (answer.body as { token: string }).token,
    password,
    referralCode: found.referral_code,
  };
}

/** A seamless-wallet game of the vendor, and its code as the vendor names it in callbacks. */
export async function vendorGame(
  database: pg.Client,
  vendorCode: string,
): Promise<{ nodeId: string; code: string }> {
  const row = await database.query<{ id: string; code: string }>(
    'select id::text as id, code from games where vendor_code = $1 and maintenance = false order by id limit 1',
    [vendorCode],
  );
  const game = row.rows[0];
  if (!game) throw new Error(`no game of vendor ${vendorCode} in the catalogue`);
  return { nodeId: game.id, code: game.code };
}

/**
 * A random 6-digit payment password the server accepts: one drawn at random is refused about once in a
 * thousand (a repeated block such as 454545, or the birthday 170590), which failed a CI run.
 */
function randomPaymentPassword(): string {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const candidate = String(randomInt(100_000, 999_999));
    if (!isTrivialPaymentPassword(candidate, { birthday: memberBirthday })) return candidate;
  }
  throw new Error('no acceptable payment password in 100 draws');
}

/** One member registered (under `referralCode` when given), with a payment password and a vendor session. */
async function setUpMember(
  client: ClusterClient,
  database: pg.Client,
  options: { index: number; referralCode: string | undefined; gameNodeId: string },
): Promise<BankMember & { referralCode: string }> {
  const registered = await register(client, database, options.index, options.referralCode);
  const ip = memberIp(options.index);
  const paymentPassword = randomPaymentPassword();
  const paymentAnswer = await client.send('POST', '/api/members/me/payment-password', {
    ip,
    token: registered.token,
    body: { loginPassword: registered.password, paymentPassword, confirmPaymentPassword: paymentPassword },
  });
  expectOk(paymentAnswer, 'setting a payment password');
  const launch = await client.send('POST', '/api/games/launch', {
    ip,
    token: registered.token,
    body: { nodeId: options.gameNodeId, language: 'EN', device: 'desktop' },
  });
  expectOk(launch, 'launching the vendor game');
  const url = (launch.body as { url?: string }).url ?? '';
  const vendorToken = new URL(url).searchParams.get('token');
  if (!vendorToken) throw new Error(`the launch gave no vendor token: ${url}`);
  return {
    index: options.index,
    id: registered.id,
    username: registered.username,
    token: registered.token,
    ip,
    paymentPassword,
    upline: undefined,
    downlines: [],
    vendorToken,
    referralCode: registered.referralCode,
  };
}

/**
 * Registers members through the API in groups: the first of each group is the upline the others registered
 * under (with its referral code). Each sets a payment password and launches the vendor's game once.
 */
export async function createMembers(
  client: ClusterClient,
  database: pg.Client,
  options: { count: number; groupSize: number; gameNodeId: string },
): Promise<BankMember[]> {
  const indexes = Array.from({ length: options.count }, (_, index) => index);
  const isUpline = (index: number) => index % options.groupSize === 0;
  const uplines = await Promise.all(
    indexes
      .filter(isUpline)
      .map((index) =>
        setUpMember(client, database, { index, referralCode: undefined, gameNodeId: options.gameNodeId }),
      ),
  );
  const uplineOf = (index: number) =>
    uplines[Math.floor(index / options.groupSize)] as BankMember & { referralCode: string };
  const downlines = await Promise.all(
    indexes
      .filter((index) => !isUpline(index))
      .map((index) =>
        setUpMember(client, database, {
          index,
          referralCode: uplineOf(index).referralCode,
          gameNodeId: options.gameNodeId,
        }),
      ),
  );
  for (const downline of downlines) {
    const upline = uplineOf(downline.index);
    downline.upline = upline.index;
    upline.downlines.push(downline.index);
  }
  const members: BankMember[] = [...uplines, ...downlines].sort((left, right) => left.index - right.index);
  const linked = await database.query<{ count: string }>(
    'select count(*)::text as count from members where upline_member_id is not null and id = any($1::bigint[])',
    [members.map((member) => member.id)],
  );
  if (Number(linked.rows[0]?.count) !== downlines.length)
    throw new Error(`${linked.rows[0]?.count} of ${downlines.length} downlines have their upline`);
  return members;
}

/**
 * A finance staff account made with `ops create-staff` (as an operator does), signed in over the API with
 * its TOTP, its temporary password changed.
 */
export function createFinanceStaff(cluster: Cluster, client: ClusterClient): Promise<BankStaff> {
  return createStaff(cluster, client, 'finance');
}

/** A staff account of the role (ops create-staff), signed in over the API, its temporary password changed. */
export async function createStaff(
  cluster: Cluster,
  client: ClusterClient,
  role: 'admin' | 'finance',
): Promise<BankStaff> {
  const username = `rb${role.slice(0, 3)}${randomBytes(3).toString('hex')}`;
  const created = await cluster.runTool('ops', ['create-staff', username, role, 'Reliability', 'Test']);
  const temporaryPassword = /Temporary password: (\S+)/.exec(created.output)?.[1];
  const totpSecret = /TOTP secret: ([A-Z2-7]+)/.exec(created.output)?.[1];
  if (created.code !== 0 || !temporaryPassword || !totpSecret)
    throw new Error(`create-staff failed (${created.code}):\n${created.output}`);
  const ip = '10.97.250.1';
  const login = await client.send('POST', '/api/admin/session', {
    ip,
    body: { username, password: temporaryPassword, totpCode: totpCode(totpSecret) },
  });
  expectOk(login, 'staff sign-in');
  const token = (login.body as { token: string }).token;
  const changed = await client.send('POST', '/api/admin/session/password', {
    ip,
    token,
    body: { oldPassword: temporaryPassword, newPassword: `${strongPassword()} staff passphrase` },
  });
  if (changed.status !== 200 && changed.status !== 204) expectOk(changed, 'staff password change');
  return { token, ip };
}
