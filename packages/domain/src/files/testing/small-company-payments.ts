import type { SalaryPayment } from '../salary-payments.ts';

/**
 * January 2026 net pays of a small company, paid Friday 23 January (the 25th is a Sunday).
 * Accounts pass Bankgirot's check digits: Handelsbanken 6789-123 456 789, Swedbank 8327-9
 * 123 456 789-7 (five-digit clearing: the files carry 8327), Nordea personkonto 3300-811218-9876.
 * Total 28 431,50 + 19 999,99 + 12 000,00 = 60 431,49 kr = 6 043 149 öre.
 */
export const SMALL_COMPANY_PAYMENTS: [SalaryPayment, SalaryPayment, SalaryPayment] = [
  {
    payeeId: '101',
    name: 'Anna Andersson',
    amountOre: 2_843_150,
    account: { kind: 'bank-account', clearingNumber: '6789', accountNumber: '123 456 789' },
  },
  {
    payeeId: '102',
    name: 'Bertil Berg',
    amountOre: 1_999_999,
    account: { kind: 'bank-account', clearingNumber: '8327-9', accountNumber: '123 456 789-7' },
  },
  {
    payeeId: '103',
    name: 'Cecilia Ceder',
    amountOre: 1_200_000,
    account: { kind: 'bank-account', clearingNumber: '3300', accountNumber: '8112189876' },
  },
];

export const SMALL_COMPANY_TOTAL_ORE = 6_043_149;
