import { encodeCp437 } from './cp437.ts';
import { SieError } from './sie-error.ts';
import type { Sie4IInput, SieObjectRef, SieTransaction, SieVoucher } from './sie-types.ts';

/**
 * A SIE 4I file (spec 4B: vouchers for a bookkeeping program to import) as code page 437 bytes, the
 * character set `#FORMAT PC8` declares. Lines end with LF (spec §5.5; the payroll samples do too).
 */
export function writeSie4I(input: Sie4IInput): Uint8Array {
  return encodeCp437(formatSie4I(input));
}

/**
 * The file's text before encoding. Items in the spec's order (§5.12): the flag, identification,
 * the accounts and dimensions the vouchers use, the vouchers. Every voucher must sum to 0.00.
 */
export function formatSie4I(input: Sie4IInput): string {
  for (const voucher of input.vouchers) checkBalanced(voucher);
  const lines = [
    '#FLAGGA 0',
    `#PROGRAM ${quote(input.program.name)} ${quote(input.program.version)}`,
    '#FORMAT PC8',
    `#GEN ${sieDate(input.generatedOn)}${input.generatedBy ? ` ${quote(input.generatedBy)}` : ''}`,
    '#SIETYP 4',
    // Unquoted like the samples (555555-5555), unless something in it would split the field.
    `#ORGNR ${/^[\w-]+$/.test(input.company.orgNumber) ? input.company.orgNumber : quote(input.company.orgNumber)}`,
    `#FNAMN ${quote(input.company.name)}`,
    ...accountLines(input),
    ...dimensionLines(input),
    ...input.vouchers.flatMap(voucherLines),
  ];
  return `${lines.join('\n')}\n`;
}

const transactions = (input: Sie4IInput) => input.vouchers.flatMap((voucher) => voucher.transactions);

function accountLines(input: Sie4IInput): string[] {
  const names = new Map(input.accounts.map((account) => [account.number, account.name]));
  const used = [...new Set(transactions(input).map((row) => row.account))].sort(compareCodes);
  const missing = used.filter((account) => !names.has(account));
  if (missing.length > 0) {
    throw new SieError('ACCOUNT_NAME_MISSING', `Kontoplanen saknar konto ${missing.join(', ')}`);
  }
  return used.map((account) => `#KONTO ${account} ${quote(names.get(account) ?? '')}`);
}

function dimensionLines(input: Sie4IInput): string[] {
  const used = new Map<number, Set<string>>();
  for (const object of transactions(input).flatMap((row) => row.objects)) {
    used.set(object.dimension, (used.get(object.dimension) ?? new Set()).add(object.code));
  }
  const lines: string[] = [];
  for (const dimensionNumber of [...used.keys()].sort((a, b) => a - b)) {
    const dimension = input.dimensions.find((candidate) => candidate.number === dimensionNumber);
    const names = new Map(dimension?.objects.map((object) => [object.code, object.name]));
    const codes = [...(used.get(dimensionNumber) ?? [])].sort(compareCodes);
    const missing = codes.filter((code) => !names.has(code));
    if (!dimension || missing.length > 0) {
      throw new SieError(
        'OBJECT_NAME_MISSING',
        `Dimension ${dimensionNumber} saknar objekt ${(dimension ? missing : codes).join(', ')}`,
      );
    }
    lines.push(`#DIM ${dimensionNumber} ${quote(dimension.name)}`);
    for (const code of codes)
      lines.push(`#OBJEKT ${dimensionNumber} ${quote(code)} ${quote(names.get(code) ?? '')}`);
  }
  return lines;
}

function voucherLines(voucher: SieVoucher): string[] {
  const head = [
    '#VER',
    quote(voucher.series),
    voucher.number === null ? '""' : String(voucher.number),
    sieDate(voucher.date),
    quote(voucher.text),
    ...(voucher.registeredOn ? [sieDate(voucher.registeredOn)] : []),
  ];
  return [head.join(' '), '{', ...voucher.transactions.map(transactionLine), '}'];
}

function transactionLine(row: SieTransaction): string {
  const fields = ['   #TRANS', row.account, objectList(row.objects), formatSieAmount(row.amountOre)];
  const hasQuantity = row.quantity !== undefined && row.quantity !== null;
  if (row.date || row.text || hasQuantity) fields.push(row.date ? sieDate(row.date) : '""');
  if (row.text || hasQuantity) fields.push(quote(row.text ?? ''));
  if (hasQuantity) fields.push(String(row.quantity));
  return fields.join(' ');
}

function objectList(objects: readonly SieObjectRef[]): string {
  return `{${objects.map((object) => `${object.dimension} ${quote(object.code)}`).join(' ')}}`;
}

function checkBalanced(voucher: SieVoucher): void {
  const sum = voucher.transactions.reduce((total, row) => total + row.amountOre, 0);
  for (const row of voucher.transactions) {
    if (!Number.isSafeInteger(row.amountOre)) {
      throw new SieError(
        'INVALID_AMOUNT',
        `Beloppet ${row.amountOre} på konto ${row.account} är inte i hela ören`,
      );
    }
  }
  if (sum !== 0) {
    throw new SieError(
      'UNBALANCED_VOUCHER',
      `Verifikationen "${voucher.text}" balanserar inte: debet och kredit skiljer ${formatSieAmount(sum)} kr`,
    );
  }
}

/** Öre as SIE writes amounts: a point and two decimals, a leading minus for credit (§5.9). */
export function formatSieAmount(ore: number): string {
  const sign = ore < 0 ? '-' : '';
  const abs = Math.abs(ore);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** 'YYYY-MM-DD' → 'YYYYMMDD' (§5.10). */
export function sieDate(isoDate: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDate)) throw new SieError('INVALID_DATE', `Ogiltigt datum: ${isoDate}`);
  return isoDate.replaceAll('-', '');
}

/**
 * A field in quotation marks, with quotation marks inside preceded by a backslash and control
 * characters (ASCII 0–31, 127), which §5.7 forbids in text, turned into spaces.
 */
export function quote(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters are what is replaced
  return `"${text.replace(/[\u0000-\u001f\u007f]/g, ' ').replaceAll('"', '\\"')}"`;
}

/** Account numbers and object codes in number order where they are numbers ("25" before "100"). */
function compareCodes(a: string, b: string): number {
  return a.localeCompare(b, 'sv-SE', { numeric: true });
}
