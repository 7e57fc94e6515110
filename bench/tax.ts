/**
 * Tax engine benchmark: time to compute all 14 monthly tables × 6 columns of one income year,
 * and monthly withholding lookups per second. The last stdout line is one JSON object.
 */
import { generateTaxTables } from '@lonsam/domain/payroll/tax-table';
import type { TaxColumn } from '@lonsam/domain/payroll/tax-year-parameters';
import { withholding } from '@lonsam/domain/payroll/withholding';

const YEAR = 2026;

function timeAllTables(): number {
  const start = performance.now();
  const set = generateTaxTables(YEAR);
  const elapsed = performance.now() - start;
  if (set.tables.size !== 14) throw new Error('expected 14 tables');
  return elapsed;
}

// First run is cold (includes JIT warm-up); the best of a few runs shows the steady state.
const coldMs = timeAllTables();
const runs = [coldMs];
for (let i = 0; i < 4; i++) runs.push(timeAllTables());
const bestMs = Math.min(...runs);

// A fixed pseudo-random mix of tables, columns and incomes (B rows and % rows).
const QUERY_COUNT = 1 << 16;
const queries: { year: number; table: number; column: TaxColumn; monthlyIncome: number }[] = [];
let seed = 42;
const next = () => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed / 2147483648;
};
for (let i = 0; i < QUERY_COUNT; i++) {
  queries.push({
    year: YEAR,
    table: 29 + Math.floor(next() * 14),
    column: (1 + Math.floor(next() * 6)) as TaxColumn,
    monthlyIncome: Math.floor(next() < 0.9 ? next() * 80_000 : 80_000 + next() * 400_000),
  });
}
// Warm the lookup caches and the JIT.
let checksum = 0;
for (const query of queries) checksum += withholding(query);

const LOOKUPS = 20_000_000;
const start = performance.now();
for (let i = 0; i < LOOKUPS; i++)
  checksum += withholding(queries[i & (QUERY_COUNT - 1)] as (typeof queries)[number]);
const lookupMs = performance.now() - start;
const lookupsPerSecond = Math.round((LOOKUPS / lookupMs) * 1000);

console.log(
  `all 14 tables × 6 columns (${YEAR}): cold ${coldMs.toFixed(1)} ms, best ${bestMs.toFixed(1)} ms`,
);
console.log(`withholding lookups: ${(lookupsPerSecond / 1e6).toFixed(1)} M/s (checksum ${checksum})`);
console.log(
  JSON.stringify({
    bench: 'tax',
    year: YEAR,
    allTablesMs: Math.round(coldMs * 10) / 10,
    allTablesBestMs: Math.round(bestMs * 10) / 10,
    lookupsPerSecond,
    targets: { allTablesMs: 1000, lookupsPerSecond: 5_000_000 },
  }),
);
