#!/usr/bin/env node
// npm run bench -- <suite>: bundles bench/<suite>.ts with esbuild (like scripts/build.mjs bundles the
// server) into a temporary file and runs it. Benchmarks report numbers; they are not tests (DESIGN.md §8).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const benchDir = path.join(root, 'bench');
const suites = readdirSync(benchDir)
  .filter((name) => name.endsWith('.ts') && !name.endsWith('.d.ts'))
  .map((name) => name.slice(0, -'.ts'.length))
  .sort();
const [suite, ...suiteArguments] = process.argv.slice(2);

if (!suite || !suites.includes(suite)) {
  process.stderr.write(
    `${suite ? `Unknown benchmark "${suite}". ` : ''}Usage: npm run bench -- <suite>\nSuites: ${suites.join(', ')}\n`,
  );
  process.exit(2);
}

// Server modules find their package folder from import.meta.url (platform/paths.ts); in a bundle that
// would be the temporary file, so every bundled source module keeps the URL of its own source file.
const keepImportMetaUrl = {
  name: 'keep-import-meta-url',
  setup(build) {
    build.onLoad({ filter: /\.[cm]?tsx?$/ }, (arguments_) => {
      if (arguments_.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const contents = readFileSync(arguments_.path, 'utf8').replaceAll(
        'import.meta.url',
        JSON.stringify(pathToFileURL(arguments_.path).href),
      );
      return { contents, loader: arguments_.path.endsWith('x') ? 'tsx' : 'ts' };
    });
  },
};

const esbuild = await import('esbuild');
const manifest = JSON.parse(readFileSync(path.join(root, 'apps/server/package.json'), 'utf8'));
const external = Object.keys(manifest.dependencies ?? {}).filter((name) => !name.startsWith('@gaming/'));
// Inside the repository, so the bundle resolves the external packages from its node_modules.
const cacheDir = path.join(root, 'node_modules/.cache');
mkdirSync(cacheDir, { recursive: true });
const buildDir = mkdtempSync(path.join(cacheDir, `bench-${suite}-`));
const outfile = path.join(buildDir, `${suite}.mjs`);
const removeBuild = () => rmSync(buildDir, { recursive: true, force: true });

try {
  await esbuild.build({
    absWorkingDir: root,
    entryPoints: [path.join(benchDir, `${suite}.ts`)],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'inline',
    conditions: ['source'],
    external,
    plugins: [keepImportMetaUrl],
    logLevel: 'warning',
  });
} catch (error) {
  removeBuild();
  process.stderr.write(`Building bench/${suite}.ts failed: ${error.message}\n`);
  process.exit(1);
}

const child = spawn(process.execPath, ['--enable-source-maps', outfile, ...suiteArguments], {
  cwd: root,
  stdio: 'inherit',
});
// Ctrl+C reaches the child too (same process group); wait for it to clean up instead of dying first.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => {
  if (existsSync(buildDir)) removeBuild();
  process.exit(code ?? (signal ? 1 : 0));
});
