// Runs every benchmark in bench/ (each prints one JSON object on its last line) and prints them as one JSON array.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';

const only = process.argv.slice(2);
const files = readdirSync('bench')
  .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
  .filter((f) => only.length === 0 || only.some((o) => f.startsWith(o)))
  .sort();

const results: unknown[] = [];
let failures = 0;
for (const file of files) {
  console.error(`bench: ${file} …`);
  const run = spawnSync(process.execPath, [`bench/${file}`], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lastLine = run.stdout.trim().split('\n').at(-1) ?? '';
  try {
    if (run.status !== 0) throw new Error(`exit ${run.status}`);
    results.push(JSON.parse(lastLine));
  } catch (error) {
    failures++;
    results.push({ bench: file.replace(/\.ts$/, ''), error: String(error), output: run.stdout.slice(-2000) });
  }
}
console.log(JSON.stringify(results, null, 2));
process.exit(failures === 0 ? 0 : 1);
