import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { build, defaultClientConditions, defineConfig, type Plugin, type Rollup } from 'vite';
import { apiRoutes } from '../../packages/contracts/src/api-routes';
import { precachedAssets, shellFiles } from './src/lib/pwa-cache-rules';

const webRoot = path.dirname(fileURLToPath(import.meta.url));

const apiTarget = `http://localhost:${process.env.API_PORT ?? '8080'}`;
const proxied = ['/api', '/healthz', '/readyz', '/static', '/manifest.webmanifest'];

/**
 * The app's scripts are fetched at low priority: the first paint needs none of them (the server puts the
 * home page's frame in the HTML), so on a slow connection the CSS and the banner image go first.
 */
function scriptsAfterFirstPaint(): Plugin {
  return {
    name: 'scripts-after-first-paint',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html
          .replace(
            /<script type="module" crossorigin/g,
            '<script type="module" fetchpriority="low" crossorigin',
          )
          .replace(
            /<link rel="modulepreload" crossorigin/g,
            '<link rel="modulepreload" fetchpriority="low" crossorigin',
          ),
    },
  };
}

const apiRoutesImport = /import \{ apiRoutes \} from '@gaming\/contracts\/api-routes';/;
const apiRoutePath = /\bapiRoutes\.([A-Za-z0-9_]+)\.path\b/g;

/**
 * `apiRoutes.<operation>.path` in the app's code becomes the path itself, read from the same table
 * (packages/contracts/src/api-routes.ts) at build time. A module that used the table only for paths then
 * no longer imports it, so the whole table (every operation of the platform) does not ship in the first
 * chunk for the few requests the home page sends; code that reads more of an entry keeps the import.
 */
function apiRoutePathsInlined(): Plugin {
  const paths: Record<string, string> = Object.fromEntries(
    Object.entries(apiRoutes).map(([operation, route]) => [operation, route.path]),
  );
  return {
    name: 'api-route-paths-inlined',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]apps[\\/]web[\\/]src[\\/].+\.tsx?$/.test(id) || !apiRoutesImport.test(code)) return null;
      const inlined = code.replace(apiRoutePath, (whole, operation: string) =>
        Object.hasOwn(paths, operation) ? JSON.stringify(paths[operation]) : whole,
      );
      // The import stays only where the table is still read (a whole entry, an unknown operation).
      const stillRead = inlined.replace(apiRoutesImport, '').includes('apiRoutes');
      return { code: stillRead ? inlined : inlined.replace(apiRoutesImport, ''), map: null };
    },
  };
}

/**
 * Every browser the site supports reads woff2, so the woff fallbacks of the @fontsource styles are dropped
 * before Vite sees them: otherwise each of the thousand CJK slices would be built twice.
 */
function woff2FontsOnly(): Plugin {
  return {
    name: 'woff2-fonts-only',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]@fontsource[\\/].+\.css$/.test(id)) return null;
      return { code: code.replace(/,\s*url\([^)]+\.woff\)\s*format\('woff'\)/g, ''), map: null };
    },
  };
}

const localesDir = path.join(webRoot, 'src', 'i18n', 'locales');
const localeUrl = /^\/assets\/locales\/([a-z]{2,3}(?:-[a-z]{2,4})?)\/([a-z]{2,20})-[0-9a-f]{12}\.json$/;

/** Every locale file: its language folder, its namespace and its text. */
function localeSources(): Array<{ language: string; namespace: string; text: string }> {
  return readdirSync(localesDir)
    .sort()
    .flatMap((language) =>
      readdirSync(path.join(localesDir, language))
        .filter((file) => file.endsWith('.json'))
        .sort()
        .map((file) => ({
          language,
          namespace: file.slice(0, -'.json'.length),
          text: readFileSync(path.join(localesDir, language, file), 'utf8'),
        })),
    );
}

/** One version for all the texts (a hash of them): it names the files, so a changed text is a new URL. */
const localesVersion = createHash('sha256')
  .update(
    localeSources()
      .map((source) => `${source.language}/${source.namespace}\n${source.text}`)
      .join('\n'),
  )
  .digest('hex')
  .slice(0, 12);

/**
 * The translations as plain JSON files under assets/locales/<language>/<namespace>-<version>.json, fetched
 * by the i18n backend: 30 languages of 19 namespaces as lazy script chunks cost the home page a
 * 570-entry import map in its JavaScript; as files they cost one version string. Immutable like every
 * file under assets/, kept by the lite app's worker when first used.
 */
function localeFiles(): Plugin {
  return {
    name: 'locale-files',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const match = localeUrl.exec(request.url?.split('?')[0] ?? '');
        if (!match) return next();
        try {
          const text = readFileSync(path.join(localesDir, match[1] ?? '', `${match[2]}.json`), 'utf8');
          response.setHeader('content-type', 'application/json; charset=utf-8');
          response.end(text);
        } catch {
          next();
        }
      });
    },
    generateBundle() {
      for (const source of localeSources()) {
        this.emitFile({
          type: 'asset',
          fileName: `assets/locales/${source.language}/${source.namespace}-${localesVersion}.json`,
          source: JSON.stringify(JSON.parse(source.text)),
        });
      }
    },
  };
}

/**
 * The lite app's service worker (src/lib/pwa-service-worker.ts) built into dist/sw.js as one classic
 * script, with this build's version (a hash of the shell's files) and the hashed files it installs.
 */
const homePageModule = path.join('src', 'app', 'routes', 'home-page.tsx');

/** The file names of the chunk holding `moduleSuffix` and of every chunk and style it imports statically. */
function chunkWithImports(bundle: Rollup.OutputBundle, moduleSuffix: string): string[] {
  // The chunk that holds the module (its own lazy chunk, or the 'home-page' group: initialChunkName).
  const entry = Object.values(bundle).find(
    (output) => output.type === 'chunk' && output.moduleIds.some((id) => id.endsWith(moduleSuffix)),
  );
  const found = new Set<string>();
  const visit = (fileName: string) => {
    const output = bundle[fileName];
    if (found.has(fileName) || output?.type !== 'chunk') return;
    found.add(fileName);
    for (const css of output.viteMetadata?.importedCss ?? []) found.add(css);
    for (const imported of output.imports) visit(imported);
  };
  if (entry) visit(entry.fileName);
  return [...found];
}

function liteAppServiceWorker(): Plugin {
  let outDir = '';
  let fileNames: string[] = [];
  let indexHtml = '';
  let homeFiles: string[] = [];
  return {
    name: 'lite-app-service-worker',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // The bundle as written: pure-CSS chunks (the per-language font styles) are gone from it by now.
    writeBundle(_options, bundle) {
      fileNames = Object.keys(bundle);
      const index = bundle['index.html'];
      indexHtml = index && index.type === 'asset' ? String(index.source) : '';
      homeFiles = chunkWithImports(bundle, homePageModule);
    },
    async closeBundle() {
      const precache = precachedAssets(fileNames, indexHtml, homeFiles);
      const version = createHash('sha256');
      version.update(indexHtml);
      for (const name of precache) version.update(name);
      for (const file of shellFiles.filter((name) => name !== '/index.html')) {
        version.update(readFileSync(path.join(webRoot, 'public', file)));
      }
      await build({
        configFile: false,
        logLevel: 'warn',
        publicDir: false,
        define: {
          __PWA_VERSION__: JSON.stringify(version.digest('hex').slice(0, 16)),
          __PWA_PRECACHE__: JSON.stringify(precache),
        },
        build: {
          outDir,
          emptyOutDir: false,
          copyPublicDir: false,
          minify: true,
          lib: {
            entry: path.join(webRoot, 'src/lib/pwa-service-worker.ts'),
            formats: ['iife'],
            name: 'liteAppServiceWorker',
            fileName: () => 'sw.js',
          },
        },
      });
    },
  };
}

/**
 * Modules that a package's index re-exports but only lazy screens use: the closure below follows the
 * index's imports, not which exports are used, so without this they would join the initial chunk.
 * react-i18next's Trans (with its HTML parser): the member page, registration and agent centre only.
 */
const lazyOnlyModules =
  /[\\/]node_modules[\\/](react-i18next[\\/]dist[\\/]es[\\/]Trans(WithoutContext)?\.js|html-parse-stringify[\\/]|void-elements[\\/])/;

/** The modules `from` imports statically, itself and transitively: what loads with it. */
function staticClosure(from: string, getModuleInfo: (id: string) => Rollup.ModuleInfo | null): Set<string> {
  const found = new Set<string>();
  const pending = [from];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (found.has(id) || lazyOnlyModules.test(id)) continue;
    found.add(id);
    pending.push(...(getModuleInfo(id)?.importedIds ?? []));
  }
  return found;
}

const startModule = path.join(webRoot, 'src', 'app', 'start.tsx');

/**
 * Every page needs the app's start module (src/app/start.tsx, loaded by the small entry src/main.tsx after
 * the first paint) with its whole static graph, and a home visit the home page's: each as one file
 * ('app' and 'home-page') instead of the thirty small shared chunks the default splitting makes of them,
 * which cost a request each and compress worse apart. Other pages' chunks keep the default splitting.
 */
function initialChunkName(): (
  id: string,
  context: { getModuleInfo: (id: string) => Rollup.ModuleInfo | null },
) => string | null {
  let closures: { app: Set<string>; home: Set<string> } | null = null;
  return (id, context) => {
    if (!closures) {
      // A method of the context: called through it, not detached.
      const getModuleInfo = (moduleId: string) => context.getModuleInfo(moduleId);
      const app = staticClosure(startModule, getModuleInfo);
      const homeModule = path.join(webRoot, homePageModule);
      closures = { app, home: staticClosure(homeModule, getModuleInfo) };
    }
    if (closures.app.has(id)) return 'app';
    return closures.home.has(id) ? 'home-page' : null;
  };
}

export default defineConfig({
  plugins: [
    apiRoutePathsInlined(),
    woff2FontsOnly(),
    localeFiles(),
    react(),
    tailwindcss(),
    scriptsAfterFirstPaint(),
    liteAppServiceWorker(),
  ],
  define: { __LOCALES_VERSION__: JSON.stringify(localesVersion) },
  // Contracts ship TypeScript source under the `source` condition.
  resolve: { conditions: ['source', ...defaultClientConditions] },
  server: {
    // `ws` carries the live socket (/api/live) through the dev server too.
    proxy: Object.fromEntries(
      proxied.map((path) => [path, { target: apiTarget, changeOrigin: false, ws: path === '/api' }]),
    ),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 400,
    // Every browser the site supports knows <link rel="modulepreload">: no polyfill in the entry chunk.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Vite's preload helper is the entry's too (it loads the app): a small file of its own, taken
            // first, else the entry would import it from the app's chunk and so load the app at once.
            { name: 'preload-helper', test: /vite\/preload-helper/, priority: 2 },
            { name: initialChunkName(), priority: 1 },
          ],
        },
      },
    },
  },
});
