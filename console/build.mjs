// Builds the web console into dist/console-web and checks its bundle budget (console/budget.json).
// esbuild bundles the TypeScript (Preact, uPlot) and the CSS (Pico, uPlot's, ours) into two
// content-hashed files; index.html names them. Nothing is fetched: every byte comes from
// node_modules and this folder. Run by `npm run build`.
import { build } from 'esbuild';
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const here = dirname(fileURLToPath(import.meta.url));
const out = join(here, '..', 'dist', 'console-web');
const assets = join(out, 'assets');
const budget = JSON.parse(readFileSync(join(here, 'budget.json'), 'utf8'));

rmSync(out, { recursive: true, force: true });
mkdirSync(assets, { recursive: true });

const result = await build({
  entryPoints: { app: join(here, 'src', 'main.tsx'), style: join(here, 'styles', 'console.css') },
  outdir: assets,
  entryNames: '[name]-[hash]',
  bundle: true,
  minify: true,
  format: 'esm',
  target: ['chrome110', 'firefox115', 'safari16'],
  jsx: 'automatic',
  jsxImportSource: 'preact',
  legalComments: 'none',
  metafile: true,
  logLevel: 'warning',
  loader: { '.svg': 'dataurl' },
});

const outputs = Object.keys(result.metafile.outputs).map((file) => basename(file));
const js = outputs.find((name) => name.endsWith('.js'));
const css = outputs.find((name) => name.endsWith('.css'));
if (!js || !css) throw new Error(`console build: expected one .js and one .css, got ${outputs}`);

const html = readFileSync(join(here, 'index.html'), 'utf8')
  .replace('%JS%', js)
  .replace('%CSS%', css);
writeFileSync(join(out, 'index.html'), html);
copyFileSync(join(here, 'favicon.svg'), join(out, 'favicon.svg'));

const size = (name) => {
  const bytes = readFileSync(join(assets, name));
  return { raw: bytes.length / 1024, gzip: gzipSync(bytes, { level: 9 }).length / 1024 };
};
const jsSize = size(js);
const cssSize = size(css);
const checks = [
  ['JavaScript, gzip', jsSize.gzip, budget.jsGzipKiB],
  ['JavaScript, minified', jsSize.raw, budget.jsRawKiB],
  ['CSS, gzip', cssSize.gzip, budget.cssGzipKiB],
  ['CSS, minified', cssSize.raw, budget.cssRawKiB],
  ['total, gzip', jsSize.gzip + cssSize.gzip, budget.totalGzipKiB],
];
const over = checks.filter(([, actual, limit]) => actual > limit);
const line = checks.map(([what, actual, limit]) => `${what} ${actual.toFixed(1)}/${limit} KiB`);
process.stdout.write(`console: dist/console-web built (${line.join('; ')})\n`);
if (over.length > 0) {
  process.stderr.write(
    `console: over the bundle budget (console/budget.json): ${over
      .map(([what, actual, limit]) => `${what} is ${actual.toFixed(1)} KiB, budget ${limit} KiB`)
      .join('; ')}\n`,
  );
  process.exit(1);
}
