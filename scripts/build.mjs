#!/usr/bin/env node
// Builds what is out of date: the server bundle (esbuild) and the web app (vite). A target is rebuilt
// when the hash of its inputs differs from the stamp its last build left, or with --force.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const force = process.argv.includes('--force');
const quiet = process.argv.includes('--quiet');
const only = process.argv.find((argument) => argument.startsWith('--only='))?.slice('--only='.length);

const targets = [
  {
    name: 'server',
    outDir: 'apps/server/dist',
    inputs: ['apps/server/src', 'apps/server/package.json', 'packages/contracts/src', 'scripts/build.mjs'],
    build: buildServer,
  },
  {
    name: 'vendor-sim',
    outDir: 'apps/vendor-sim/dist',
    inputs: ['apps/vendor-sim/src', 'scripts/build.mjs'],
    build: buildVendorSimulator,
  },
  {
    name: 'web',
    outDir: 'apps/web/dist',
    inputs: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/package.json',
      'packages/contracts/src',
      'packages/ui/src',
      'scripts/build.mjs',
    ],
    build: buildWeb,
  },
  {
    name: 'backoffice',
    outDir: 'apps/backoffice/dist',
    inputs: [
      'apps/backoffice/src',
      'apps/backoffice/public',
      'apps/backoffice/index.html',
      'apps/backoffice/vite.config.ts',
      'apps/backoffice/package.json',
      'packages/contracts/src',
      'packages/ui/src',
      'scripts/build.mjs',
    ],
    build: () => {
      run('npm', ['run', 'build', '--workspace', '@gaming/backoffice']);
      precompress('apps/backoffice/dist');
    },
    optional: 'apps/backoffice/index.html',
  },
];

function filesUnder(relativePath) {
  const absolute = path.join(root, relativePath);
  if (!existsSync(absolute)) return [];
  if (statSync(absolute).isFile()) return [relativePath];
  return readdirSync(absolute, { withFileTypes: true })
    .filter(
      (entry) =>
        entry.name !== 'node_modules' &&
        !entry.name.endsWith('.test.ts') &&
        !entry.name.endsWith('.test.tsx'),
    )
    .flatMap((entry) => filesUnder(path.join(relativePath, entry.name)))
    .sort();
}

function hashInputs(inputs) {
  const hash = createHash('sha256');
  for (const file of inputs.flatMap(filesUnder)) {
    hash.update(file);
    hash.update(readFileSync(path.join(root, file)));
  }
  return hash.digest('hex');
}

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: quiet ? 'pipe' : 'inherit', ...options });
  if (result.status !== 0) {
    if (quiet) process.stderr.write(`${result.stdout ?? ''}${result.stderr ?? ''}`);
    throw new Error(`${command} ${args.join(' ')} failed`);
  }
}

async function buildServer() {
  const esbuild = await import('esbuild');
  const manifest = JSON.parse(readFileSync(path.join(root, 'apps/server/package.json'), 'utf8'));
  const external = Object.keys(manifest.dependencies ?? {}).filter((name) => !name.startsWith('@gaming/'));
  await esbuild.build({
    absWorkingDir: root,
    entryPoints: {
      main: 'apps/server/src/main.ts',
      ops: 'apps/server/src/cli/ops.ts',
      'ledger-verify': 'apps/server/src/cli/ledger-verify.ts',
      'audit-verify': 'apps/server/src/cli/audit-verify.ts',
    },
    outdir: 'apps/server/dist',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    conditions: ['source'],
    external,
    logLevel: 'warning',
  });
}

/** apps/vendor-sim: one bundle, node built-ins only (its page's script and style are static files in public/). */
async function buildVendorSimulator() {
  const esbuild = await import('esbuild');
  await esbuild.build({
    absWorkingDir: root,
    entryPoints: { main: 'apps/vendor-sim/src/main.ts' },
    outdir: 'apps/vendor-sim/dist',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    logLevel: 'warning',
  });
}

function buildWeb() {
  run('npm', ['run', 'build', '--workspace', '@gaming/web']);
  precompress('apps/web/dist');
}

/** Text files worth compressing; fonts (woff2) and images other than SVG are compressed already. */
const compressible = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside every text file of a web build, once at build time
 * at the highest levels, so the server (@fastify/static preCompressed) sends them to browsers that accept
 * them instead of compressing on each request or not at all. A copy that saves nothing is not written.
 */
function precompress(relativeDir) {
  for (const file of filesUnder(relativeDir)) {
    if (!compressible.test(file)) continue;
    const absolute = path.join(root, file);
    const content = readFileSync(absolute);
    if (content.length < 512) continue;
    const brotli = brotliCompressSync(content, {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    });
    if (brotli.length < content.length) writeFileSync(`${absolute}.br`, brotli);
    const gzip = gzipSync(content, { level: 9 });
    if (gzip.length < content.length) writeFileSync(`${absolute}.gz`, gzip);
  }
}

let failed = false;
for (const target of targets) {
  if (only && target.name !== only) continue;
  if (target.optional && !existsSync(path.join(root, target.optional))) continue;
  const stampFile = path.join(root, target.outDir, '.build-stamp');
  const hash = hashInputs(target.inputs);
  const current = existsSync(stampFile) ? readFileSync(stampFile, 'utf8') : '';
  if (!force && current === hash) continue;
  const startedAt = Date.now();
  if (!quiet) process.stdout.write(`Building ${target.name}...\n`);
  try {
    await target.build();
    mkdirSync(path.dirname(stampFile), { recursive: true });
    writeFileSync(stampFile, hash);
    if (!quiet)
      process.stdout.write(`Built ${target.name} in ${((Date.now() - startedAt) / 1000).toFixed(1)} s\n`);
  } catch (error) {
    process.stderr.write(`\nBuilding ${target.name} failed: ${error.message}\n`);
    failed = true;
  }
}
if (failed) process.exit(1);
