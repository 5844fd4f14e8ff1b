import { createHmac, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { markDataFolder, StartupError } from '../../db/embedded.js';

/**
 * The key that seals secrets at rest: SECRET_KEY when set (required when several machines share one
 * database), otherwise a key generated once into DATA_DIR/secret-key, readable by the owner only.
 */
export async function loadSecretKey(secretKeyHex: string | undefined, dataDir: string): Promise<Buffer> {
  if (secretKeyHex) return Buffer.from(secretKeyHex, 'hex');
  const file = path.join(dataDir, 'secret-key');
  if (existsSync(file)) return Buffer.from((await readFile(file, 'utf8')).trim(), 'hex');
  await markDataFolder(dataDir);
  const key = randomBytes(32);
  await writeFile(file, key.toString('hex'), { mode: 0o600, flag: 'wx' }).catch(
    async (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EEXIST') throw error;
    },
  );
  return Buffer.from((await readFile(file, 'utf8')).trim(), 'hex');
}

/** A fingerprint of the key that reveals nothing of it: an HMAC of a fixed text. */
export function secretKeyFingerprint(key: Buffer): string {
  return createHmac('sha256', key).update('gaming-platform secret key fingerprint v1').digest('hex');
}

/**
 * Refuses a key other than the one the database was first used with: ledger ids are keyed with it, so a
 * process with another key would pay a retried step under a new id, twice (and could not open sealed
 * secrets). Every process of one deployment must set the same SECRET_KEY.
 */
export async function assertSecretKeyMatches(
  key: Buffer,
  repository: { recordOrRead: (fingerprint: string) => Promise<string> },
): Promise<void> {
  const fingerprint = secretKeyFingerprint(key);
  const recorded = await repository.recordOrRead(fingerprint);
  if (recorded !== fingerprint)
    throw new StartupError(
      'SECRET_KEY is not the key this database was first used with. Every server process on one database must use the same SECRET_KEY (set it, or use the DATA_DIR holding the original secret-key file).',
    );
}
