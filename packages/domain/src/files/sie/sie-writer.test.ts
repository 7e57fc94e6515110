import { describe, expect, it } from 'vitest';
import { SieError } from './sie-error.ts';
import { parseSie } from './sie-parser.ts';
import type { Sie4IInput } from './sie-types.ts';
import { formatSie4I, formatSieAmount, quote, writeSie4I } from './sie-writer.ts';

function input(overrides: Partial<Sie4IInput> = {}): Sie4IInput {
  return {
    program: { name: 'Lönsam', version: '1.0' },
    generatedOn: '2026-04-01',
    company: { orgNumber: '556677-8899', name: 'Bolaget "Öst" AB' },
    accounts: [
      { number: '1930', name: 'Företagskonto' },
      { number: '7210', name: 'Löner till tjänstemän' },
      { number: '7510', name: 'Arbetsgivaravgifter' },
      { number: '2731', name: 'Avräkning sociala avgifter' },
    ],
    dimensions: [
      {
        number: 1,
        name: 'Kostnadsställe',
        objects: [
          { code: '25', name: 'Lager' },
          { code: '100', name: 'Kontor' },
        ],
      },
    ],
    vouchers: [
      {
        series: '',
        number: null,
        date: '2026-03-25',
        text: 'Lön 2026-03',
        transactions: [
          { account: '7210', objects: [{ dimension: 1, code: '100' }], amountOre: 3_000_050 },
          { account: '7210', objects: [{ dimension: 1, code: '25' }], amountOre: 5 },
          { account: '1930', objects: [], amountOre: -3_000_055, text: 'Nettolön', quantity: 2 },
        ],
      },
      {
        series: 'L',
        number: 7,
        date: '2026-03-25',
        text: 'Arbetsgivaravgifter',
        registeredOn: '2026-04-01',
        transactions: [
          { account: '7510', objects: [{ dimension: 1, code: '100' }], amountOre: 942_600 },
          { account: '2731', objects: [], amountOre: -942_600, date: '2026-03-31' },
        ],
      },
    ],
    ...overrides,
  };
}

describe('writeSie4I', () => {
  it('reads back what it wrote: header, accounts, objects, vouchers and amounts', () => {
    const file = parseSie(writeSie4I(input()));
    expect(file).toMatchObject({
      flag: 0,
      program: { name: 'Lönsam', version: '1.0' },
      format: 'PC8',
      generated: { date: '2026-04-01', sign: null },
      sieType: '4',
      orgNumber: '556677-8899',
      companyName: 'Bolaget "Öst" AB',
    });
    expect(file.accounts.map((account) => account.number)).toEqual(['1930', '2731', '7210', '7510']);
    expect(file.dimensions).toEqual([{ number: 1, name: 'Kostnadsställe', parent: null }]);
    expect(file.objects).toEqual([
      { dimension: 1, code: '25', name: 'Lager' },
      { dimension: 1, code: '100', name: 'Kontor' },
    ]);
    expect(file.vouchers.map((voucher) => [voucher.series, voucher.number, voucher.registeredOn])).toEqual([
      ['', '', null],
      ['L', '7', '2026-04-01'],
    ]);
    const [salary, fees] = file.vouchers;
    expect(
      salary?.transactions.map((row) => [row.account, row.objects, row.amountOre, row.text, row.quantity]),
    ).toEqual([
      ['7210', [{ dimension: 1, code: '100' }], 3_000_050, '', null],
      ['7210', [{ dimension: 1, code: '25' }], 5, '', null],
      ['1930', [], -3_000_055, 'Nettolön', 2],
    ]);
    expect(fees?.transactions.map((row) => row.date)).toEqual(['2026-03-25', '2026-03-31']);
  });

  it('writes the items in the order of spec 4B §5.12 with #FLAGGA first', () => {
    const labels = formatSie4I(input())
      .split('\n')
      .map((line) => line.trim().split(' ')[0])
      .filter((label) => label?.startsWith('#') && label !== '#TRANS');
    expect(labels).toEqual([
      '#FLAGGA',
      '#PROGRAM',
      '#FORMAT',
      '#GEN',
      '#SIETYP',
      '#ORGNR',
      '#FNAMN',
      '#KONTO',
      '#KONTO',
      '#KONTO',
      '#KONTO',
      '#DIM',
      '#OBJEKT',
      '#OBJEKT',
      '#VER',
      '#VER',
    ]);
    expect(formatSie4I(input())).toContain('#VER "" "" 20260325 "Lön 2026-03"\n{\n');
    expect(formatSie4I(input())).toContain('   #TRANS 1930 {} -30000.55 "" "Nettolön" 2\n');
  });

  it('refuses a voucher that does not balance, naming the difference', () => {
    const unbalanced = input();
    unbalanced.vouchers = [
      { ...input().vouchers[1]!, transactions: [{ account: '7510', objects: [], amountOre: 1 }] },
    ];
    expect(() => writeSie4I(unbalanced)).toThrow(SieError);
    expect(() => writeSie4I(unbalanced)).toThrow(/skiljer 0.01 kr/);
  });

  it('refuses an account or object it cannot name', () => {
    expect(() => writeSie4I(input({ accounts: [] }))).toThrow(
      /Kontoplanen saknar konto 1930, 2731, 7210, 7510/,
    );
    expect(() => writeSie4I(input({ dimensions: [] }))).toThrow(/Dimension 1 saknar objekt 25, 100/);
  });

  it('writes amounts with a point and two decimals, credit with a leading minus', () => {
    expect(formatSieAmount(1_509_982)).toBe('15099.82');
    expect(formatSieAmount(-3)).toBe('-0.03');
    expect(formatSieAmount(0)).toBe('0.00');
    expect(formatSieAmount(-1_275_000)).toBe('-12750.00');
  });

  it('writes the organisation number bare, quoted only if it would split', () => {
    expect(formatSie4I(input())).toContain('\n#ORGNR 556677-8899\n');
    const spaced = input({ company: { orgNumber: '556677 8899', name: 'AB' } });
    expect(parseSie(writeSie4I(spaced)).orgNumber).toBe('556677 8899');
  });

  it('escapes quotation marks and blanks control characters in text', () => {
    expect(quote('Kassa "special"')).toBe('"Kassa \\"special\\""');
    expect(quote('rad\tett\nrad två')).toBe('"rad ett rad två"');
  });
});
