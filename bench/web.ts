// npm run bench -- web: the home page's initial JavaScript (KB after gzip) as Debian Chromium loads it from
// the built server on a phone-sized window, and the Lighthouse mobile performance score when lighthouse is
// installed. Needs a build first (node scripts/build.mjs). Prints readable lines, then one JSON line.
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  freePort,
  repositoryRoot,
  serverEntry,
  spawnServer,
  temporaryDataDir,
  waitUntilHealthy,
} from '../e2e/support/server-process.js';

// Loaded at run time, not bundled: playwright-core requires Node built-ins dynamically.
const { chromium } = createRequire(import.meta.url)('playwright-core') as typeof import('playwright-core');
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const webIndex = path.join(repositoryRoot, 'apps/web/dist/index.html');
/** After the network is idle, wait this long for late chunks (idle-time preloads, fonts) before counting. */
const settleMs = 2_000;
/** The targets. */
const targets = { homeJsGzipKb: 170, lighthousePerformance: 90 };

type Script = { url: string; bytes: number; gzipBytes: number };

function lighthouseAvailable(): boolean {
  try {
    createRequire(path.join(repositoryRoot, 'package.json')).resolve('lighthouse');
    return true;
  } catch {
    return false;
  }
}

async function homeScripts(baseUrl: string): Promise<Script[]> {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
  });
  try {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 3,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    const pending: Array<Promise<Script | null>> = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      pending.push(
        response.body().then(
          (body) => ({
            url: response.url(),
            bytes: body.length,
            gzipBytes: gzipSync(body, { level: 9 }).length,
          }),
          () => null,
        ),
      );
    });
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
    await page.getByTestId('category-rows').waitFor({ timeout: 30_000 });
    await page.waitForTimeout(settleMs);
    await page.waitForLoadState('networkidle');
    const scripts = (await Promise.all(pending)).filter((script): script is Script => script !== null);
    return [...new Map(scripts.map((script) => [script.url, script])).values()];
  } finally {
    await browser.close();
  }
}

async function main(): Promise<void> {
  if (!existsSync(webIndex) || !existsSync(serverEntry)) {
    process.stderr.write('No build found: run `node scripts/build.mjs` first.\n');
    process.exit(1);
  }
  if (!existsSync(chromiumPath)) {
    process.stderr.write(
      `Chromium not found at ${chromiumPath} (apt-get install -y chromium or set CHROMIUM_PATH).\n`,
    );
    process.exit(1);
  }
  const dataDir = await temporaryDataDir('gaming-bench-web');
  const server = spawnServer({
    PORT: String(await freePort()),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
  });
  try {
    await waitUntilHealthy(server);
    const scripts = await homeScripts(server.baseUrl);
    const totalGzip = scripts.reduce((sum, script) => sum + script.gzipBytes, 0);
    const totalRaw = scripts.reduce((sum, script) => sum + script.bytes, 0);
    const homeJsGzipKb = Math.round((totalGzip / 1024) * 10) / 10;
    process.stdout.write(
      `Home page (phone window), JavaScript loaded by Chromium: ${scripts.length} files\n`,
    );
    for (const script of [...scripts].sort((left, right) => right.gzipBytes - left.gzipBytes)) {
      const name = new URL(script.url).pathname;
      process.stdout.write(
        `  ${(script.gzipBytes / 1024).toFixed(1).padStart(7)} KB gzip  ${(script.bytes / 1024).toFixed(1).padStart(7)} KB  ${name}\n`,
      );
    }
    process.stdout.write(
      `Total: ${homeJsGzipKb} KB gzip (${(totalRaw / 1024).toFixed(1)} KB raw); target at most ${targets.homeJsGzipKb} KB\n`,
    );
    const hasLighthouse = lighthouseAvailable();
    if (!hasLighthouse) {
      process.stdout.write(
        'Lighthouse mobile performance: not measured, the lighthouse package is not installed (npm i -D lighthouse).\n',
      );
    }
    process.stdout.write(
      `${JSON.stringify({
        homeJsGzipKb,
        homeJsRawKb: Math.round((totalRaw / 1024) * 10) / 10,
        homeJsFiles: scripts.length,
        lighthousePerformance: null,
        lighthouseNote: hasLighthouse
          ? 'lighthouse is installed but this suite does not run it yet'
          : 'lighthouse not installed',
        targets,
      })}\n`,
    );
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
