import { randomBytes } from 'node:crypto';
import type { Jurisdiction } from '@gaming/contracts/jurisdiction';
import { updateSetting } from '../../testing/accounts-kit.js';
import type { WithdrawalsHarness } from '../withdrawals/withdrawals-kit.js';

/** Test-only helpers for the KYC and AML integration tests (not imported by production code). */
export const png = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c63f8cfc0f01f0005000201a0f5e6d90000000049454e44ae426082',
  'hex',
);
export const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 1)]);
export const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

export type UploadFile = { bytes: Buffer; filename: string; contentType: string };

/** A multipart KYC upload as the web sends it (field documentType, files under `document`). */
export function kycForm(documentType: string, files: readonly UploadFile[]) {
  const boundary = `----kyc${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [
    Buffer.from(
      `--${boundary}\r\ncontent-disposition: form-data; name="documentType"\r\n\r\n${documentType}\r\n`,
    ),
  ];
  for (const file of files)
    parts.push(
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="document"; filename="${file.filename}"\r\ncontent-type: ${file.contentType}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

export function setKycProfile(harness: WithdrawalsHarness, kyc: Jurisdiction['kyc']) {
  return updateSetting(harness.settings, 'jurisdiction', (current) => ({ ...current, kyc }));
}
