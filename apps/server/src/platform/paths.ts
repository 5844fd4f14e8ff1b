import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server package's folder, found by walking up from this module. It works the same from the
 * TypeScript sources (tests) and from the bundle in dist/ (npm start).
 */
function findServerRoot(): string {
  let directory = path.dirname(fileURLToPath(import.meta.url));
  for (let depth = 0; depth < 8; depth += 1) {
    const manifest = path.join(directory, 'package.json');
    if (existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).name === '@gaming/server') {
      return directory;
    }
    directory = path.dirname(directory);
  }
  throw new Error('cannot find the @gaming/server package folder');
}

export const serverRoot = findServerRoot();
export const repositoryRoot = path.resolve(serverRoot, '../..');
export const migrationsDir = path.join(serverRoot, 'src/db/migrations');
export const assetsDir = path.join(serverRoot, 'assets');
export const defaultWebDistDir = path.join(repositoryRoot, 'apps/web/dist');
export const defaultBackofficeDistDir = path.join(repositoryRoot, 'apps/backoffice/dist');
