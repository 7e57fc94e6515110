// Gzipped size of the JavaScript a browser loads for the first page `/`: the entry script and its
// modulepreloads from dist/index.html, plus the lazy route module of `/` and its static imports,
// found through Vite's manifest. Prints one JSON object on the last line.
// Usage: node bench/bundle-size.ts [--build]   (builds packages/web first when dist is missing or with --build)
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants, gzipSync } from 'node:zlib';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const distDir = join(repoRoot, 'packages/web/dist');
const indexFile = join(distDir, 'index.html');
const manifestFile = join(distDir, '.vite/manifest.json');

// The lazy route modules a new visitor of `/` loads: the authentication guard, which sends them to
// the login layout and its choice page. Update this list when that route tree changes; the bench
// fails rather than silently measuring less.
const firstPageRouteModules = [
  'src/features/auth/components/auth-guard.tsx',
  'src/app/layouts/login-layout.tsx',
  'src/app/routes/login-choice.tsx',
];

type ManifestChunk = { file: string; imports?: string[]; css?: string[] };
type Manifest = Record<string, ManifestChunk>;
type FileSize = { file: string; bytes: number; gzipBytes: number };

function buildWeb(): void {
  console.error('bundle-size: building packages/web …');
  // npm's scripts must run on the pinned Node that runs this bench; an inherited NODE_ENV other than
  // production (e.g. `test`) would make Vite bundle React's development build.
  const { NODE_ENV: _ignored, ...env } = process.env;
  const build = spawnSync('npm', ['run', 'build', '-w', '@lonsam/web'], {
    cwd: repoRoot,
    env: { ...env, PATH: [dirname(process.execPath), process.env.PATH].join(delimiter) },
    stdio: ['ignore', process.stderr, 'inherit'],
  });
  if (build.status !== 0) throw new Error(`web build failed (exit ${build.status})`);
}

/** Asset paths of the entry script and modulepreload links in the built index.html. */
function findEntryScripts(html: string): string[] {
  const scripts = [...html.matchAll(/<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1]!);
  const preloads = [...html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g)].map(
    (m) => m[1]!,
  );
  return [...scripts, ...preloads].map((path) => path.replace(/^\//, ''));
}

/** The files of the given manifest entries and of everything they import statically. */
function collectStaticImports(manifest: Manifest, keys: string[]): string[] {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the Vite manifest; update firstPageRouteModules`);
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return [...files];
}

function measure(file: string): FileSize {
  const content = readFileSync(join(distDir, file));
  const gzipBytes = gzipSync(content, { level: constants.Z_BEST_COMPRESSION }).length;
  return { file, bytes: content.length, gzipBytes };
}

function main(): void {
  if (process.argv.includes('--build') || !existsSync(indexFile) || !existsSync(manifestFile)) buildWeb();
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const html = readFileSync(indexFile, 'utf8');

  const jsFiles = [
    ...new Set([...findEntryScripts(html), ...collectStaticImports(manifest, firstPageRouteModules)]),
  ].sort();
  const cssFiles = [...html.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*\bhref="\/([^"]+)"/g)].map(
    (m) => m[1]!,
  );

  const js = jsFiles.map(measure);
  const css = cssFiles.map(measure);
  const sum = (sizes: FileSize[], key: 'bytes' | 'gzipBytes') =>
    sizes.reduce((total, size) => total + size[key], 0);

  for (const size of [...js, ...css]) {
    console.error(
      `${size.file.padEnd(48)} ${String(size.bytes).padStart(9)} B  gzip ${String(size.gzipBytes).padStart(8)} B`,
    );
  }
  console.log(
    JSON.stringify({
      bench: 'bundle-size',
      firstPageJsGzipBytes: sum(js, 'gzipBytes'),
      firstPageJsBytes: sum(js, 'bytes'),
      firstPageCssGzipBytes: sum(css, 'gzipBytes'),
      routeModules: firstPageRouteModules,
      files: js,
    }),
  );
}

main();
