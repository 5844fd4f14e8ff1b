import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { markDataFolder } from '../../db/embedded.js';

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
