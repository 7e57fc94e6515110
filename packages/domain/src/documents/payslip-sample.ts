import type { PayslipViewInput } from './payslip-view.ts';

/**
 * One realistic payslip for tests and for looking at the PDF
 * (`node packages/server/scripts/render-sample-payslip.ts out.pdf`): å/ä/ö in every kind of text, a negative amount (U+2212 minus from Intl), a
 * benefit that is taxed but not paid out and a net line. The personnummer is one of
 * Skatteverket's test numbers.
 */
export const SAMPLE_PAYSLIP_INPUT: PayslipViewInput = {
  employer: {
    name: 'Fjällbäckens Snickeri AB',
    organisationNumber: '5560269986',
    address: 'Storgatan 12, 452 31 Strömstad',
  },
  employee: { name: 'Åsa Öberg-Ärlig', personnummer: '198202252386', employeeNumber: '1042' },
  period: { start: '2026-11-01', end: '2026-11-30' },
  payDate: '2026-11-25',
  lines: [
    { label: 'Månadslön', kind: 'gross', amountOre: 3_245_000 },
    { label: 'Övertid, kvalificerad', kind: 'gross', quantity: 8, unitPriceOre: 31_250, amountOre: 250_000 },
    { label: 'Karensavdrag', kind: 'gross', quantity: 1, unitPriceOre: -123_456, amountOre: -123_456 },
    { label: 'Förmån: drivmedel', kind: 'benefit', amountOre: 120_000 },
    { label: 'Preliminärskatt', kind: 'tax', amountOre: -812_300 },
    { label: 'Utlägg: tågbiljett Göteborg–Strömstad', kind: 'net', amountOre: 64_900 },
  ],
};
