import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Kysely, sql } from 'kysely';
import { expect } from 'vitest';
import type { Database } from '../../../../db/schema.ts';
import type { PayrollRun } from '../../run-store.ts';

// Every employee of the large test runs is S01 of docs/payroll-calculation.md: 35 000 kr, table 33
// column 1, March 2026 → tax 7 134, net 27 866,00, contributions 10 997. n of them total n times that.
export const S01 = { grossOre: 3_500_000, taxOre: 713_400, netOre: 2_786_600, contributionsOre: 1_099_700 };

const CALCULATION_PROCESS = path.join(path.dirname(fileURLToPath(import.meta.url)), 'calculation-process.ts');

/** The run's stored payslips and lines, and how many payslips have exactly S01's figures. */
export async function storedIn(db: Kysely<Database>, runId: string) {
  const row = await sql<{ payslips: string; lines: string; s01: string }>`
    select (select count(*) from payslip where run_id = ${runId}) as payslips,
           (select count(*) from payslip_line where run_id = ${runId}) as lines,
           (select count(*) from payslip where run_id = ${runId} and gross_ore = ${S01.grossOre}
              and tax_ore = ${S01.taxOre} and net_ore = ${S01.netOre}
              and employer_contributions_ore = ${S01.contributionsOre}) as s01`.execute(db);
  const { payslips, lines, s01 } = row.rows[0]!;
  return { payslips: Number(payslips), lines: Number(lines), s01: Number(s01) };
}

/** A calculated run of `count` S01 employees. */
export function expectTotals(run: PayrollRun | undefined, count: number) {
  expect(run).toMatchObject({
    status: 'calculated',
    progressDone: count,
    progressTotal: count,
    employeeCount: count,
    totals: {
      grossOre: count * S01.grossOre,
      taxOre: count * S01.taxOre,
      netOre: count * S01.netOre,
      employerContributionsOre: count * S01.contributionsOre,
    },
  });
}

/**
 * Starts testing/calculation-process.ts with `env` (CALC_URL or CALC_PGLITE_DIR, CALC_EMPLOYER_ID,
 * CALC_RUN_ID, CALC_JOB_ID, CALC_BATCH_SIZE); resolves once it has committed its first batch. The
 * child is added to `children` so the test can kill whatever is left.
 */
export async function spawnCalculation(
  children: ChildProcess[],
  env: Record<string, string>,
): Promise<{ child: ChildProcess; output: () => string }> {
  const child = spawn(process.execPath, [CALCULATION_PROCESS], {
    env: { PATH: process.env.PATH, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stderr!.on('data', (chunk) => {
    output += chunk;
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk) => {
      output += chunk;
      if (/batch [1-9]/.test(output)) resolve();
    });
    child.once('exit', () => reject(new Error(`the calculation process ended early: ${output}`)));
  });
  return { child, output: () => output };
}
