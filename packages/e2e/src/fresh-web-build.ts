import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import { repoRoot } from './repo-root.ts';

const webDir = join(repoRoot, 'packages/web');
const webInputs = ['src', 'public', 'index.html', 'vite.config.ts', 'postcss.config.cjs', 'package.json'];

function newestModification(path: string): number {
  const stats = statSync(path, { throwIfNoEntry: false });
  if (!stats) return 0;
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(path).reduce(
    (newest, entry) => Math.max(newest, newestModification(join(path, entry))),
    stats.mtimeMs,
  );
}

/**
 * `npm start` builds the web app only when packages/web/dist is missing. A dist older than the web
 * sources would make these tests check yesterday's app, so rebuild it first in that case.
 */
export async function ensureFreshWebBuild(): Promise<void> {
  const builtAt = statSync(join(webDir, 'dist/index.html'), { throwIfNoEntry: false })?.mtimeMs;
  if (builtAt === undefined) return;
  const sourcesChangedAt = Math.max(...webInputs.map((input) => newestModification(join(webDir, input))));
  if (sourcesChangedAt <= builtAt) return;
  const build = spawnSync('npm', ['run', 'build', '-w', '@lonsam/web'], {
    cwd: repoRoot,
    env: { ...process.env, PATH: [dirname(process.execPath), process.env.PATH].join(delimiter) },
    encoding: 'utf8',
  });
  if (build.status !== 0) throw new Error(`web build failed:\n${build.stdout}\n${build.stderr}`);
}
