import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SieError } from './sie-error.ts';
import { parseSie, parseSieAmount, unbalancedVouchers } from './sie-parser.ts';
import { tokeniseSieLine } from './sie-tokens.ts';

/** Real SIE files from other products, read where they lie (research-data/README.md). */
const sample = (name: string) =>
  new Uint8Array(
    readFileSync(new URL(`../../../../../../shared/research-data/sie/${name}`, import.meta.url)),
  );

const accountsUsed = (file: ReturnType<typeof parseSie>) =>
  [...new Set(file.vouchers.flatMap((voucher) => voucher.transactions.map((row) => row.account)))].sort();

describe('parseSie on a Visma Lön 100 salary run (SIE 4I)', () => {
  const file = parseSie(sample('Lon_VismaLon100_SIE4I.si'));

  it('reads the header, decoding code page 437', () => {
    expect(file.flag).toBe(0);
    expect(file.format).toBe('PC8');
    expect(file.sieType).toBe('4');
    expect(file.program).toEqual({ name: 'Visma Lön 100', version: '2012.1' });
    expect(file.generated).toEqual({ date: '2012-09-26', sign: null });
    expect(file.companyName).toBe('Övningsbolaget Lön 100');
    expect(file.orgNumber).toBe('555555-5555');
    expect(file.chartType).toBe('EUBAS97');
  });

  it('reads one balanced voucher whose accounts are all declared', () => {
    expect(file.vouchers).toHaveLength(1);
    const [voucher] = file.vouchers;
    expect(voucher).toMatchObject({
      series: '',
      number: '',
      date: '2012-04-25',
      text: 'Lönekörning: 2012-04-25 - Ordinarie lön',
      registeredOn: '2012-09-26',
    });
    // Debit 12 750 + 31 900 + 3 408 + 15 099.82 = 63 157.82 = credit 32 934 + 11 716 + 15 099.82 + 3 408.
    expect(voucher?.transactions.map((row) => [row.account, row.amountOre])).toEqual([
      ['1930', -3_293_400],
      ['2710', -1_171_600],
      ['2940', -1_509_982],
      ['7010', 1_275_000],
      ['7210', 3_190_000],
      ['7385', 340_800],
      ['7399', -340_800],
      ['7510', 1_509_982],
    ]);
    expect(unbalancedVouchers(file)).toEqual([]);
    expect(accountsUsed(file)).toEqual(file.accounts.map((account) => account.number).sort());
    expect(file.accounts.find((account) => account.number === '2710')?.name).toBe('Personalens källskatt');
  });
});

describe('parseSie on a Kontek Lön salary run (SIE 4I with objects and quantities)', () => {
  const file = parseSie(sample('LON_Lonekorning_KontekLon_SIE4I.SI'));

  it('reads the dimensions and a voucher of 25 balanced rows', () => {
    expect(file.program).toEqual({ name: 'Kontek Lön', version: '2011.0' });
    expect(file.generated).toEqual({ date: '2011-03-01', sign: 'Demo' });
    expect(file.companyName).toBe('Demoföretaget AB');
    expect(file.dimensions).toEqual([
      { number: 1, name: 'Kostnadsställe', parent: null },
      { number: 6, name: 'Projekt', parent: null },
      { number: 20, name: 'Nivå 4', parent: null },
    ]);
    expect(file.vouchers).toHaveLength(1);
    expect(file.vouchers[0]?.transactions).toHaveLength(25);
    expect(unbalancedVouchers(file)).toEqual([]);
    // No #KONTO or #OBJEKT: a 4I file may leave them to the importing program (spec 4B §6).
    expect(file.accounts).toEqual([]);
    expect(accountsUsed(file)).toEqual([
      '1940',
      '2710',
      '2730',
      '2750',
      '2793',
      '2794',
      '3740',
      '7010',
      '7210',
      '7382',
      '7510',
    ]);
  });

  it('reads object lists, quantities and the öre rounding row', () => {
    const rows = file.vouchers[0]?.transactions ?? [];
    expect(rows.find((row) => row.account === '7210' && row.amountOre === 131_289)).toEqual({
      account: '7210',
      objects: [
        { dimension: 1, code: '1234567890' },
        { dimension: 6, code: '5200' },
        { dimension: 20, code: 'N12' },
      ],
      amountOre: 131_289,
      date: '2011-02-25',
      text: '',
      quantity: 3.5,
      sign: null,
    });
    expect(rows.find((row) => row.account === '7382')).toMatchObject({ amountOre: -50_000, quantity: -1 });
    expect(rows.find((row) => row.account === '3740')).toMatchObject({ objects: [], amountOre: -3 });
    // Cost centre 100 carries 49 695 + 3 750 + 18 241.69 + 1 178.25 = 72 864.94.
    const onCostCentre100 = rows
      .filter((row) => row.objects.some((object) => object.dimension === 1 && object.code === '100'))
      .reduce((sum, row) => sum + row.amountOre, 0);
    expect(onCostCentre100).toBe(7_286_494);
  });
});

describe('parseSie on a BL Administration export (SIE 4E with balances)', () => {
  const file = parseSie(sample('BL0001_typ4_SIE4E.SE'));

  it('reads accounts, dimensions, objects, years and 84 balanced vouchers', () => {
    expect(file.accounts).toHaveLength(117);
    expect(file.dimensions.map((dimension) => dimension.number)).toEqual([1, 2, 6]);
    expect(file.objects).toHaveLength(23);
    expect(file.objects).toContainEqual({ dimension: 1, code: '10', name: 'Östervåla' });
    expect(file.fiscalYears).toEqual([
      { yearIndex: 0, start: '2009-07-01', end: '2010-06-30' },
      { yearIndex: -1, start: '2008-07-01', end: '2009-06-30' },
    ]);
    expect(file.vouchers).toHaveLength(84);
    expect(file.vouchers.reduce((sum, voucher) => sum + voucher.transactions.length, 0)).toBe(405);
    expect(unbalancedVouchers(file)).toEqual([]);
    expect(file.otherLabels).toMatchObject({ '#SRU': 117, '#PBUDGET': 24, '#OUB': 21 });
  });

  it('reads quoted dimension numbers in object lists and keeps #RTRANS/#BTRANS apart', () => {
    const internal = file.vouchers.find((voucher) => voucher.series === 'A' && voucher.number === '9');
    expect(internal?.registeredOn).toBeNull();
    expect(internal?.transactions[1]?.objects).toEqual([
      { dimension: 1, code: '1100' },
      { dimension: 6, code: '1118' },
    ]);
    const corrected = file.vouchers.find((voucher) => voucher.series === 'A' && voucher.number === '8');
    expect(corrected?.transactions.map((row) => row.amountOre)).toEqual([0, 0]);
    expect(corrected?.supplementary.map((row) => [row.kind, row.account, row.amountOre])).toEqual([
      ['BTRANS', '1930', -100_000],
      ['RTRANS', '1930', 0],
      ['BTRANS', '2640', 20_000],
      ['RTRANS', '2640', 0],
      ['BTRANS', '4010', 80_000],
    ]);
    expect(corrected?.sign).toBe('2 Christer Bengtsson');
  });

  it('holds together: opening balance plus every #TRANS gives each closing balance and result', () => {
    const moved = new Map<string, number>();
    for (const row of file.vouchers.flatMap((voucher) => voucher.transactions)) {
      moved.set(row.account, (moved.get(row.account) ?? 0) + row.amountOre);
    }
    const current = file.balances.filter((balance) => balance.yearIndex === 0);
    const opening = (account: string) =>
      current.find((balance) => balance.kind === 'IB' && balance.account === account)?.amountOre ?? 0;
    const closing = current.filter((balance) => balance.kind === 'UB');
    const results = current.filter((balance) => balance.kind === 'RES');
    // grep -c '^#UB 0 ' and '^#RES 0 ' on the file: 28 and 17.
    expect([closing.length, results.length]).toEqual([28, 17]);
    for (const balance of closing) {
      expect([balance.account, opening(balance.account) + (moved.get(balance.account) ?? 0)]).toEqual([
        balance.account,
        balance.amountOre,
      ]);
    }
    for (const balance of results) {
      expect([balance.account, moved.get(balance.account) ?? 0]).toEqual([
        balance.account,
        balance.amountOre,
      ]);
    }
    // The year's profit: closing balances sum to what the results sum to, negated (212 583.47).
    const sum = (rows: typeof current) => rows.reduce((total, balance) => total + balance.amountOre, 0);
    expect(sum(closing)).toBe(21_258_347);
    expect(sum(results)).toBe(-21_258_347);
  });
});

describe('parseSie rules', () => {
  it('reads amounts to öre without floating point and refuses a decimal comma', () => {
    expect(parseSieAmount('-15099.82')).toBe(-1_509_982);
    expect(parseSieAmount('12750')).toBe(1_275_000);
    expect(parseSieAmount('-1.5')).toBe(-150);
    expect(parseSieAmount('0.07')).toBe(7);
    expect(() => parseSieAmount('12750,00')).toThrow(SieError);
    expect(() => parseSieAmount('1.234')).toThrow(SieError);
  });

  it('splits fields on spaces and tabs, keeps quoted spaces and escaped quotation marks', () => {
    expect(tokeniseSieLine('#KONTO\t1915  "Kassa \\"special\\""').map((token) => token.text)).toEqual([
      '#KONTO',
      '1915',
      'Kassa "special"',
    ]);
    expect(tokeniseSieLine('#TRANS 7010 {1 "100"} 5.00').map((token) => token.text)).toEqual([
      '#TRANS',
      '7010',
      '{',
      '1',
      '100',
      '}',
      '5.00',
    ]);
  });

  it('tolerates CRLF, blank lines, unknown labels and a UTF-8 byte order mark', () => {
    const text =
      '#FLAGGA 0\r\n\r\n#NYTT fält\r\n#FNAMN "Åre AB"\r\n#VER A 1 20260101 ""\r\n{\r\n#TRANS 1930 {} 1\r\n#TRANS 2710 {} -1\r\n}\r\n';
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode(text)]);
    const file = parseSie(bytes);
    expect(file.companyName).toBe('Åre AB');
    expect(file.otherLabels).toEqual({ '#NYTT': 1 });
    expect(file.vouchers[0]?.transactions.map((row) => row.amountOre)).toEqual([100, -100]);
  });

  it('reports an unbalanced voucher with its sum', () => {
    const file = parseSie('#VER "" "" 20260101 "x"\n{\n#TRANS 1930 {} -10\n#TRANS 7210 {} 10.01\n}\n');
    expect(unbalancedVouchers(file).map((entry) => entry.sumOre)).toEqual([1]);
  });

  it('refuses a voucher without its closing brace, with the line', () => {
    const read = () => parseSie('#VER "" "" 20260101 "x"\n{\n#TRANS 1930 {} -10\n');
    expect(read).toThrow(SieError);
    expect(read).toThrow(/slutar inuti en verifikation/);
  });
});
