import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call, expectError } from '../../testing/accounts-kit.js';
import {
  fund,
  requestBody,
  staffToken,
  startWithdrawalsHarness,
  type WithdrawalsHarness,
  withdrawingMember,
} from '../withdrawals/withdrawals-kit.js';
import { jpeg, kycForm, pdf, png, setKycProfile, type UploadFile } from './compliance-kit.js';

let harness: WithdrawalsHarness;
let risk: string;
let finance: string;
let bankChannelId: string;

beforeAll(async () => {
  harness = await startWithdrawalsHarness();
  risk = await staffToken(harness, 'risk');
  finance = await staffToken(harness, 'finance');
  const channels = await harness.database.db.selectFrom('deposit_channels').select(['id', 'type']).execute();
  bankChannelId = channels.find((channel) => channel.type === 'manual_bank')?.id as string;
});

afterAll(async () => {
  await harness.close();
});

beforeEach(async () => {
  await setKycProfile(harness, {
    requiredBefore: 'none',
    withdrawalThresholdMinor: null,
    cumulativeDepositThresholdMinor: null,
  });
});

function upload(token: string, files: readonly UploadFile[], documentType = 'passport') {
  const form = kycForm(documentType, files);
  return call(harness.app, 'POST', '/api/kyc/documents', {
    token,
    body: form.body,
    headers: { 'content-type': form.contentType },
  });
}

function ok(response: LightMyRequestResponse) {
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function documentCount(memberId: string): Promise<number> {
  const rows = await harness.database.db
    .selectFrom('kyc_documents')
    .select('id')
    .where('member_id', '=', memberId)
    .execute();
  return rows.length;
}

function decide(staff: string, id: string, body: unknown) {
  return call(harness.app, 'POST', `/api/admin/kyc/documents/${id}/decision`, { token: staff, body });
}

async function submittedDocument(token: string): Promise<string> {
  return ok(await upload(token, [{ bytes: png, filename: 'passport.png', contentType: 'image/png' }]))
    .documents[0].id;
}

const adultBirthDate = '1990-05-01';

async function exclusionKinds(memberId: string): Promise<string[]> {
  const rows = await harness.database.db
    .selectFrom('rg_exclusions')
    .select('kind')
    .where('member_id', '=', memberId)
    .execute();
  return rows.map((row) => row.kind);
}

describe('uploads: the type comes from the bytes', () => {
  it('accepts PNG, JPEG and PDF, typed by their bytes whatever the name and declared type say', async () => {
    const { member, token } = await withdrawingMember(harness);
    const answer = ok(
      await upload(token, [
        { bytes: png, filename: 'scan.pdf', contentType: 'application/pdf' },
        { bytes: pdf, filename: 'scan.png', contentType: 'image/png' },
      ]),
    );
    expect(answer.documents.map((document: { contentType: string }) => document.contentType).sort()).toEqual([
      'application/pdf',
      'image/png',
    ]);
    ok(await upload(token, [{ bytes: jpeg, filename: 'id.jpg', contentType: 'image/jpeg' }], 'national_id'));
    const status = ok(await call(harness.app, 'GET', '/api/kyc', { token }));
    expect(status.status).toBe('submitted');
    expect(status.documents).toHaveLength(3);
    expect(await documentCount(member.id)).toBe(3);
  });

  it('refuses a broken PNG named .pdf, an EXE, HTML, a PDF without %%EOF, and stores nothing of them', async () => {
    const { member, token } = await withdrawingMember(harness);
    const hostile: UploadFile[] = [
      {
        bytes: Buffer.concat([Buffer.from('89504e470d0a1a00', 'hex'), png.subarray(8)]),
        filename: 'a.pdf',
        contentType: 'application/pdf',
      },
      {
        bytes: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]),
        filename: 'passport.jpg',
        contentType: 'image/jpeg',
      },
      {
        bytes: Buffer.from('<!doctype html><script>fetch("/api")</script>'),
        filename: 'id.png',
        contentType: 'image/png',
      },
      {
        bytes: Buffer.from('%PDF-1.7\n<< /JS (app.alert(1)) >>'),
        filename: 'id.pdf',
        contentType: 'application/pdf',
      },
    ];
    for (const file of hostile) expectError(await upload(token, [file]), 415, 'document_type_not_allowed');
    // A good file beside a hostile one: the whole upload is refused.
    expectError(
      await upload(token, [
        { bytes: png, filename: 'ok.png', contentType: 'image/png' },
        hostile[1] as UploadFile,
      ]),
      415,
      'document_type_not_allowed',
    );
    expect(await documentCount(member.id)).toBe(0);
  });

  it('refuses a document over 5 MB with document_too_large, and an unknown document type', async () => {
    const { member, token } = await withdrawingMember(harness);
    const big = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024, 1)]);
    expectError(
      await upload(token, [{ bytes: big, filename: 'big.png', contentType: 'image/png' }]),
      413,
      'document_too_large',
    );
    expectError(
      await upload(token, [{ bytes: png, filename: 'a.png', contentType: 'image/png' }], 'selfie'),
      400,
      'validation_failed',
    );
    expect(await documentCount(member.id)).toBe(0);
  });
});

describe('files', () => {
  it("serves a member's own document and answers not_found for another member's", async () => {
    const owner = await withdrawingMember(harness);
    const other = await withdrawingMember(harness);
    const id = await submittedDocument(owner.token);
    const own = await call(harness.app, 'GET', `/api/kyc/documents/${id}`, { token: owner.token });
    expect(own.statusCode).toBe(200);
    expect(own.headers['x-content-type-options']).toBe('nosniff');
    expect(own.headers['content-type']).toBe('image/png');
    expect(Buffer.from(own.rawPayload).equals(png)).toBe(true);
    expectError(
      await call(harness.app, 'GET', `/api/kyc/documents/${id}`, { token: other.token }),
      404,
      'not_found',
    );
    expectError(
      await call(harness.app, 'GET', `/api/kyc/documents/${randomUUID()}`, { token: other.token }),
      404,
      'not_found',
    );
    const staffCopy = await call(harness.app, 'GET', `/api/admin/kyc/documents/${id}`, { token: finance });
    expect(staffCopy.statusCode).toBe(200);
    expect(Buffer.from(staffCopy.rawPayload).equals(png)).toBe(true);
  });
});

describe('review', () => {
  it('verifies once (a second decision is invalid_state); only reviewKyc may decide; the queue lists it', async () => {
    const { member, token } = await withdrawingMember(harness);
    const id = await submittedDocument(token);
    const queue = ok(
      await call(harness.app, 'GET', '/api/admin/kyc?status=submitted&pageSize=100', { token: finance }),
    );
    expect(queue.documents.some((document: { id: string }) => document.id === id)).toBe(true);
    expectError(
      await decide(finance, id, { verify: { birthDate: adultBirthDate, fullName: 'Test Holder' } }),
      403,
      'forbidden',
    );
    const verify = { verify: { birthDate: adultBirthDate, fullName: 'Test Holder' } };
    const [first, second] = await Promise.all([
      decide(risk, id, verify),
      decide(risk, id, { reject: { reason: 'blurred' } }),
    ]);
    const statuses = [first.statusCode, second.statusCode].sort();
    expect(statuses).toEqual([200, 409]);
    const status = ok(await call(harness.app, 'GET', '/api/kyc', { token }));
    const winner = first.statusCode === 200 ? 'verified' : 'rejected';
    expect(status.documents[0].status).toBe(winner);
    expect(status.status).toBe(winner);
    const audit = await harness.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('target_id', '=', member.id)
      .where('action', 'like', 'kyc.%')
      .execute();
    expect(audit.map((row) => row.action).sort()).toEqual(
      ['kyc.upload', winner === 'verified' ? 'kyc.verify' : 'kyc.reject'].sort(),
    );
  });

  it('a reject leaves the member submitted while another document waits, rejected when none does', async () => {
    const { token } = await withdrawingMember(harness);
    const first = await submittedDocument(token);
    const second = await submittedDocument(token);
    ok(await decide(risk, first, { reject: { reason: 'expired' } }));
    expect(ok(await call(harness.app, 'GET', '/api/kyc', { token })).status).toBe('submitted');
    ok(await decide(risk, second, { reject: { reason: 'expired' } }));
    const status = ok(await call(harness.app, 'GET', '/api/kyc', { token }));
    expect(status.status).toBe('rejected');
    expect(status.documents[0].rejectionReason).toBe('expired');
  });

  it('an under-age birth date answers kyc_underage, is not verified, and excludes the member (underage)', async () => {
    const { member, token } = await withdrawingMember(harness);
    const id = await submittedDocument(token);
    const year = new Date().getUTCFullYear() - 16;
    expectError(
      await decide(risk, id, { verify: { birthDate: `${year}-01-01`, fullName: 'Young Person' } }),
      409,
      'kyc_underage',
    );
    const state = await harness.database.db
      .selectFrom('member_kyc')
      .selectAll()
      .where('member_id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(state.status).toBe('rejected');
    expect(state.verified_at).toBeNull();
    expect(await exclusionKinds(member.id)).toEqual(['underage']);
  });
  it('the sweep repairs an underage decision whose exclusion never followed, once', async () => {
    const { member, token } = await withdrawingMember(harness);
    await submittedDocument(token);
    // The decision committed and the process died before the exclusion: the state as it left it.
    await harness.database.db
      .updateTable('member_kyc')
      .set({
        status: 'rejected',
        verified_birth_date: `${new Date().getUTCFullYear() - 15}-03-01`,
        updated_at: new Date(),
      })
      .where('member_id', '=', member.id)
      .execute();
    const sweep = harness.app.scheduledJobs.find((candidate) => candidate.name === 'kyc-underage-sweep');
    if (!sweep) throw new Error('kyc-underage-sweep is not scheduled');
    await sweep.run();
    await sweep.run();
    expect(await exclusionKinds(member.id)).toEqual(['underage']);
    expectError(await call(harness.app, 'GET', '/api/members/me', { token }), 401, 'unauthorized');
  });
});

describe('gates', () => {
  it('requiredBefore firstWithdrawal: a withdrawal is kyc_required until verified, then passes', async () => {
    await setKycProfile(harness, {
      requiredBefore: 'firstWithdrawal',
      withdrawalThresholdMinor: null,
      cumulativeDepositThresholdMinor: null,
    });
    const { member, token } = await withdrawingMember(harness);
    await fund(harness, member, 100_000n);
    expectError(
      await call(harness.app, 'POST', '/api/withdrawals', { token, body: requestBody('200.00') }),
      403,
      'kyc_required',
    );
    const id = await submittedDocument(token);
    expectError(
      await call(harness.app, 'POST', '/api/withdrawals', { token, body: requestBody('200.00') }),
      403,
      'kyc_required',
    );
    ok(await decide(risk, id, { verify: { birthDate: adultBirthDate, fullName: 'Test Holder' } }));
    const created = ok(
      await call(harness.app, 'POST', '/api/withdrawals', { token, body: requestBody('200.00') }),
    );
    expect(created.status).toBe('pending');
  });

  it('a withdrawal threshold: below it passes unverified, above it is kyc_required', async () => {
    await setKycProfile(harness, {
      requiredBefore: 'none',
      withdrawalThresholdMinor: '50000',
      cumulativeDepositThresholdMinor: null,
    });
    const { member, token } = await withdrawingMember(harness);
    await fund(harness, member, 200_000n);
    ok(await call(harness.app, 'POST', '/api/withdrawals', { token, body: requestBody('500.00') }));
    expectError(
      await call(harness.app, 'POST', '/api/withdrawals', { token, body: requestBody('500.01') }),
      403,
      'kyc_required',
    );
  });

  it('requiredBefore play: an in-house round is kyc_required until verified', async () => {
    await setKycProfile(harness, {
      requiredBefore: 'play',
      withdrawalThresholdMinor: null,
      cumulativeDepositThresholdMinor: null,
    });
    const { member, token } = await withdrawingMember(harness);
    await fund(harness, member, 100_000n);
    const dice = () => ({ requestId: randomUUID(), amount: '1.00', direction: 'under', target: 100 });
    expectError(
      await call(harness.app, 'POST', '/api/inhouse/dice/rounds', { token, body: dice() }),
      403,
      'kyc_required',
    );
    const id = await submittedDocument(token);
    ok(await decide(risk, id, { verify: { birthDate: adultBirthDate, fullName: 'Test Holder' } }));
    ok(await call(harness.app, 'POST', '/api/inhouse/dice/rounds', { token, body: dice() }));
  });

  it('profile none asks nothing: an unverified member withdraws', async () => {
    const { member, token } = await withdrawingMember(harness);
    await fund(harness, member, 100_000n);
    ok(await call(harness.app, 'POST', '/api/withdrawals', { token, body: requestBody('200.00') }));
  });

  it('a cumulative deposit threshold: deposits pass until the credited total plus the new one exceeds it', async () => {
    await setKycProfile(harness, {
      requiredBefore: 'none',
      withdrawalThresholdMinor: null,
      cumulativeDepositThresholdMinor: '100000',
    });
    const { token } = await withdrawingMember(harness);
    const first = await manualDeposit(token, '600.00');
    expect(first.statusCode, first.body).toBe(200);
    ok(
      await call(harness.app, 'POST', `/api/admin/deposits/${first.json().id}/approve`, {
        token: finance,
        body: {},
      }),
    );
    expectError(await manualDeposit(token, '500.00'), 403, 'kyc_required');
    expect((await manualDeposit(token, '400.00')).statusCode).toBe(200);
  });

  it('requiredBefore deposit refuses the first deposit of an unverified member', async () => {
    await setKycProfile(harness, {
      requiredBefore: 'deposit',
      withdrawalThresholdMinor: null,
      cumulativeDepositThresholdMinor: null,
    });
    const { token } = await withdrawingMember(harness);
    expectError(await manualDeposit(token, '100.00'), 403, 'kyc_required');
  });
});

async function manualDeposit(token: string, amount: string) {
  const form = new FormData();
  form.set('requestId', randomUUID());
  form.set('channelId', bankChannelId);
  form.set('amount', amount);
  form.append('proof', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'slip.png');
  const encoded = new Response(form);
  return call(harness.app, 'POST', '/api/deposits', {
    token,
    body: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type') as string },
  });
}
