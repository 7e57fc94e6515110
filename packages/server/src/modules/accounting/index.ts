// What other modules may use of accounting (biome.json's server import rules); docs/files-and-documents.md.
export { accountingRoutes } from './accounting-routes.ts';
export { buildRunVouchers, type RunVoucher, readChart } from './run-vouchers.ts';
export { highestVoucherNumber } from './voucher-numbers.ts';
