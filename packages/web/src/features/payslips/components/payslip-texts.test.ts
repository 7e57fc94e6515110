import { PAYSLIP_TEXTS_SV } from '@lonsam/domain/documents/payslip-texts';
import { expect, it } from 'vitest';
import { enPayslip, svPayslip } from './payslips-test-kit.tsx';

function flatten(value: unknown, prefix = ''): [string, unknown][] {
  if (typeof value !== 'object' || value === null) return [[prefix, value]];
  return Object.entries(value).flatMap(([key, child]) => flatten(child, prefix ? `${prefix}.${key}` : key));
}

it("the page's Swedish payslip words are the PDF's, word for word", () => {
  expect(Object.fromEntries(flatten(svPayslip.document))).toEqual(PAYSLIP_TEXTS_SV);
});

it('every payslip word has an English text with the same placeholders', () => {
  const english = Object.fromEntries(flatten(enPayslip.document)) as Record<string, string>;
  expect(Object.keys(english).sort()).toEqual(Object.keys(PAYSLIP_TEXTS_SV).sort());
  const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();
  for (const [key, swedish] of Object.entries(PAYSLIP_TEXTS_SV)) {
    expect(placeholders(english[key] ?? ''), key).toEqual(placeholders(swedish));
  }
});
