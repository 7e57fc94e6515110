// Runs every test (domain, server on PGlite and — with DATABASE_URL — PostgreSQL, web, browser)
// and ends with one plain line `N passed, N failed`, which CI reads; Vitest's own summary is not in that form.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const major = Number(process.versions.node.split('.')[0]);
if (major < 24) {
  console.error(
    `Node ${process.version} is running; the project pins Node 24. Run through npm (npm test), which uses node_modules/.bin/node.`,
  );
  process.exit(1);
}

type VitestReport = {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  numFailedTestSuites: number;
  success: boolean;
  testResults?: {
    name: string;
    status: string;
    message?: string;
    assertionResults: { fullName: string; status: string }[];
  }[];
};

const reportDir = mkdtempSync(join(tmpdir(), 'lonsam-test-'));
const reportFile = join(reportDir, 'vitest.json');
const run = spawnSync(
  'npx',
  [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${reportFile}`,
    ...process.argv.slice(2),
  ],
  { stdio: 'inherit' },
);

let report: VitestReport | undefined;
try {
  report = JSON.parse(readFileSync(reportFile, 'utf8')) as VitestReport;
} catch {
  report = undefined;
}
rmSync(reportDir, { recursive: true, force: true });

// CI keeps only the end of the output: name every failure there, not just the count.
for (const file of report?.testResults ?? []) {
  const failures = file.assertionResults.filter((result) => result.status === 'failed');
  if (file.status === 'failed' && failures.length === 0) {
    console.log(`FAILED ${file.name}: ${(file.message ?? '').split('\n')[0]}`);
  }
  for (const failure of failures) console.log(`FAILED ${file.name} > ${failure.fullName}`);
}

const passed = report?.numPassedTests ?? 0;
const skipped = (report?.numPendingTests ?? 0) + (report?.numTodoTests ?? 0);
// A file that fails to load, or a run that dies, has no failed test of its own: count it as one failure.
const failed = Math.max(report?.numFailedTests ?? 0, run.status === 0 && report?.success ? 0 : 1);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed === 0 ? 0 : 1);
