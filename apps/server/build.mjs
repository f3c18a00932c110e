// Bundles the server into dist/main.js: our own code and @leisure/contracts are bundled,
// every npm dependency stays external and is loaded from node_modules at run time.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const manifest = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(manifest.dependencies ?? {}).filter((name) => !name.startsWith('@leisure/'));

/** Tests and test kits (`*.test.ts`, `*.test-kit.ts`) never ship: the build stops if the server reaches one. */
const noTestCode = {
  name: 'no-test-code',
  setup(build) {
    build.onResolve({ filter: /\.test(-kit)?(\.tsx?)?$/ }, (args) => ({
      errors: [
        { text: `${args.path} is test code, imported by ${args.importer}: product code never imports it` },
      ],
    }));
  },
};

await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external,
  logLevel: 'warning',
  plugins: [noTestCode],
});
