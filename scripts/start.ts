// `npm start`: the production start. Builds the web app when its build is missing or older than its
// sources, then runs the server in this process (migrations run inside main.ts).
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { settleNextTick } from '../packages/server/src/settle-next-tick.ts';

// As main.ts does, before this process does anything else (packages/server/src/settle-next-tick.ts).
await settleNextTick();

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const webRoot = path.join(repoRoot, 'packages/web');
const builtIndex = path.join(webRoot, 'dist/index.html');

// Everything whose change can change the built web app.
const WEB_SOURCES = [
  'packages/web/src',
  'packages/web/public',
  'packages/web/index.html',
  'packages/web/vite.config.ts',
  'packages/domain/src',
].map((relative) => path.join(repoRoot, relative));

function newestModification(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const child of readdirSync(entry, { withFileTypes: true, recursive: true })) {
    if (!child.isFile()) continue;
    newest = Math.max(newest, statSync(path.join(child.parentPath, child.name)).mtimeMs);
  }
  return newest;
}

function getBuildReason(): string | undefined {
  if (!existsSync(builtIndex)) return 'no build yet';
  const builtAt = statSync(builtIndex).mtimeMs;
  const sourcesAt = Math.max(...WEB_SOURCES.map(newestModification));
  return sourcesAt > builtAt ? 'sources changed since the last build' : undefined;
}

async function buildWebApp(reason: string): Promise<void> {
  process.stdout.write(`Building the web app (${reason}): npm run build -w @lonsam/web\n`);
  // Under `npm start`, npm_execpath is the npm that started us; run it with the same pinned Node.
  const npmCli = process.env.npm_execpath;
  const [command, args] = npmCli
    ? [process.execPath, [npmCli, 'run', 'build', '-w', '@lonsam/web']]
    : ['npm', ['run', 'build', '-w', '@lonsam/web']];
  const child = spawn(command, args, { cwd: repoRoot, stdio: ['ignore', 'inherit', 'inherit'] });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0) {
    process.stderr.write(
      `The web build failed (exit code ${code}); fix the error above and run npm start again.\n`,
    );
    process.exit(code ?? 1);
  }
}

// WEB_DIST points at a build someone else made (e.g. a deployment artefact): serve it as it is.
if (!process.env.WEB_DIST && existsSync(path.join(webRoot, 'package.json'))) {
  const reason = getBuildReason();
  if (reason) await buildWebApp(reason);
}

await import('../packages/server/src/main.ts');
