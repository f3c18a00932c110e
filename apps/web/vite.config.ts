import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { createLogger, defineConfig, type Plugin } from 'vite';

// Bundle budgets (docs/decisions/0029-react-server-rendering-and-hydration.md, checked by
// scripts/bundle-budget.mjs).

/**
 * Contract modules only declare schemas, so zod's builders are marked pure there: a schema nobody
 * uses is dropped, and the entry can take `parseHost` from the contracts without taking zod along.
 */
function pureContractSchemas(): Plugin {
  return {
    name: 'pure-contract-schemas',
    apply: 'build',
    enforce: 'pre',
    transform: {
      filter: { id: /packages\/contracts\/src\/[^/]+\.ts$/ },
      handler: (code) => code.replace(/=\s*z\./g, '= /* @__PURE__ */ z.'),
    },
  };
}

/**
 * Names each route page's module for its `lazyPage` (`lazyPage(() => import('./x.tsx'), 'src/x.tsx')`):
 * the server render links the chunks of the page it rendered (the manifest's entry of that name)
 * for preloading, so the browser has them when it hydrates (decision 0029).
 */
function namedLazyPages(): Plugin {
  let root = process.cwd();
  return {
    name: 'named-lazy-pages',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
    },
    transform: {
      filter: { id: /src\/app\/[^/]+-routes\.tsx$/ },
      handler: (code, id) =>
        code.replace(
          /lazyPage\(\(\) =>\s*import\('([^']+)'\)(\.then\(\(m\) => m\.\w+\))\s*,?\s*\)/g,
          (_call, path: string, then: string) =>
            `lazyPage(() => import('${path}')${then}, ${JSON.stringify(relative(root, resolve(dirname(id), path)))})`,
        ),
    },
  };
}

/**
 * Brotli and gzip copies of every script, style sheet and SVG, beside the file: the server sends
 * the copy the browser accepts (@fastify/static `preCompressed`), compressed once at build time.
 * From the files as written: chunks are still rewritten (preload lists) after `generateBundle`.
 */
function precompressedAssets(): Plugin {
  return {
    name: 'precompressed-assets',
    apply: 'build',
    writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      for (const fileName of Object.keys(bundle)) {
        if (!/\.(js|css|svg)$/.test(fileName)) continue;
        const path = join(dir, fileName);
        const bytes = readFileSync(path);
        if (bytes.length < 1024) continue;
        const brotli = brotliCompressSync(bytes, {
          params: { [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY },
        });
        writeFileSync(`${path}.br`, brotli);
        writeFileSync(`${path}.gz`, gzipSync(bytes, { level: 9 }));
      }
    },
  };
}

/** Tests and test kits (`*.test.tsx`, `*.test-kit.tsx`) never ship: the build stops if a page reaches one. */
function noTestCode(): Plugin {
  return {
    name: 'no-test-code',
    apply: 'build',
    load: {
      filter: { id: /\.test(-kit)?\.tsx?$/ },
      handler(id) {
        this.error(`${id} is test code: product code never imports it`);
      },
    },
  };
}

/**
 * A class composed from another file (`composes: chip from '../ui/chip.module.css'`) has its rules
 * copied into the composing file by postcss-modules, as text that PostCSS parses without a file
 * name. Vite then warns, once per build, that a `url()` in those rules may be resolved against the
 * wrong file. Composed files keep to plain declarations: this plugin refuses a `url()` in one, so
 * the warning can never be true, and `quietLogger` leaves it out.
 */
const COMPOSED_FROM = /composes:[^;]*\sfrom\s+["']([^"']+)["']/g;
const NO_FROM_WARNING = 'A PostCSS plugin did not pass the `from` option';

function composedFilesWithoutUrls(): Plugin {
  return {
    name: 'composed-files-without-urls',
    enforce: 'pre',
    transform: {
      filter: { id: /\.module\.css$/ },
      handler(code, id) {
        for (const [, file = ''] of code.matchAll(COMPOSED_FROM)) {
          const path = resolve(dirname(id), file);
          if (/url\(/.test(readFileSync(path, 'utf8')))
            this.error(`${path} is composed from ${id}: a composed file may not use url() (vite.config.ts)`);
        }
        return null;
      },
    },
  };
}

function quietLogger() {
  const logger = createLogger();
  const warnOnce = logger.warnOnce.bind(logger);
  logger.warnOnce = (message, options) => {
    if (!message.includes(NO_FROM_WARNING)) warnOnce(message, options);
  };
  return logger;
}

/** How the browser build is split into files (decision 0033). */
const fewFilesPerPage = { groups: [{ name: 'app', tags: ['$initial' as const] }] };

// One build serves all three apps; at run time the host picks the app (docs/decisions).
// `vite build --ssr` builds entry-server.tsx for the API server's page renders (decision 0029):
// everything bundled into one file the server imports.
export default defineConfig(({ isSsrBuild }) => ({
  // Relative asset URLs: the server rewrites them for BASE_PATH.
  base: './',
  customLogger: quietLogger(),
  plugins: [
    react(),
    noTestCode(),
    pureContractSchemas(),
    namedLazyPages(),
    composedFilesWithoutUrls(),
    ...(isSsrBuild ? [] : [precompressedAssets()]),
  ],
  ssr: { noExternal: true },
  build: {
    // dist/.vite/manifest.json: what each page loads, for the bundle budgets.
    manifest: !isSsrBuild,
    // One style sheet, linked from index.html, for every page: a page the server rendered is styled
    // at its first paint, whatever chunk it comes from (decision 0027, kept by 0029). Fonts load apart (fonts.ts).
    cssCodeSplit: false,
    ...(isSsrBuild ? { outDir: 'dist-server' } : {}),
    rolldownOptions: {
      // Few files per page (decision 0033): a phone on a slow network opens a handful of connections,
      // and every extra file before the first paint waits its turn on one. Everything the entry
      // imports statically is one chunk, not the eight or so that automatic splitting makes of it.
      // A contract module runs only when something uses its exports. (Its one side effect, `.meta()`
      // filling zod's registry for the OpenAPI document, matters to the server only. The server
      // render's copy fills the server process's registry too, as pages load; the document is made
      // from the server's own copy of the schemas, so it takes none of those: http/openapi.ts.)
      treeshake: { moduleSideEffects: [{ test: /packages\/contracts\/src\//, sideEffects: false }] },
      ...(isSsrBuild ? {} : { output: { codeSplitting: fewFilesPerPage } }),
    },
  },
  server: {
    proxy: {
      '/api': { target: 'http://localhost:8080', changeOrigin: false },
    },
  },
}));
