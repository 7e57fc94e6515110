import { decodeCp437 } from './cp437.ts';
import { SieError } from './sie-error.ts';
import { type SieToken, tokeniseSieLine } from './sie-tokens.ts';
import type { SieFile, SieObjectRef, SieParsedTransaction, SieParsedVoucher } from './sie-types.ts';

/**
 * Reads a SIE 4 file, 4I (vouchers to import) or 4E (a bookkeeping program's export with
 * balances). Bytes are code page 437 as `#FORMAT PC8` says (a UTF-8 byte order mark is honoured);
 * a string is taken as already decoded. Unknown labels are counted and passed over (spec §7.1: a
 * reader need not know every label). A malformed amount, date or voucher block is a SieError with
 * its line; an unbalanced voucher is not: `unbalancedVouchers` finds those.
 */
export function parseSie(source: Uint8Array | string): SieFile {
  const text = typeof source === 'string' ? source : decodeSieBytes(source);
  const file: SieFile = {
    flag: null,
    program: null,
    format: null,
    generated: null,
    sieType: null,
    orgNumber: null,
    companyName: null,
    chartType: null,
    fiscalYears: [],
    accounts: [],
    dimensions: [],
    objects: [],
    balances: [],
    vouchers: [],
    otherLabels: {},
  };
  let voucher: SieParsedVoucher | null = null;
  let inBlock = false;
  const lines = text.split('\n');
  lines.forEach((raw, index) => {
    const lineNumber = index + 1;
    const tokens = tokeniseSieLine(raw);
    const first = tokens[0];
    if (!first) return;
    if (first.text === '{' && !first.quoted) {
      if (!voucher || inBlock) throw new SieError('INVALID_LINE', 'Klammer utan verifikation', lineNumber);
      inBlock = true;
      return;
    }
    if (first.text === '}' && !first.quoted) {
      if (!inBlock) throw new SieError('INVALID_LINE', 'Avslutande klammer utan början', lineNumber);
      inBlock = false;
      voucher = null;
      return;
    }
    const label = first.text.toUpperCase();
    const fields = tokens.slice(1);
    const at = (position: number) => fields[position]?.text ?? '';
    const optional = (position: number) => (fields[position]?.text ? (fields[position]?.text ?? null) : null);
    if (inBlock) {
      if (!voucher) throw new SieError('INVALID_LINE', 'Rad utanför verifikation', lineNumber);
      if (label === '#TRANS') voucher.transactions.push(readTransaction(fields, lineNumber, voucher.date));
      else if (label === '#RTRANS' || label === '#BTRANS') {
        voucher.supplementary.push({
          ...readTransaction(fields, lineNumber, voucher.date),
          kind: label === '#RTRANS' ? 'RTRANS' : 'BTRANS',
        });
      } else count(file, label);
      return;
    }
    if (voucher)
      throw new SieError('INVALID_LINE', 'Verifikationen saknar sina rader inom klamrar', lineNumber);
    switch (label) {
      case '#FLAGGA':
        file.flag = Number(at(0));
        break;
      case '#PROGRAM':
        file.program = { name: at(0), version: at(1).trim() };
        break;
      case '#FORMAT':
        file.format = at(0);
        break;
      case '#GEN':
        file.generated = { date: readDate(at(0), lineNumber), sign: optional(1) };
        break;
      case '#SIETYP':
        file.sieType = at(0);
        break;
      case '#ORGNR':
        file.orgNumber = at(0);
        break;
      case '#FNAMN':
        file.companyName = at(0);
        break;
      case '#KPTYP':
        file.chartType = at(0);
        break;
      case '#RAR':
        file.fiscalYears.push({
          yearIndex: readInteger(at(0), lineNumber),
          start: readDate(at(1), lineNumber),
          end: readDate(at(2), lineNumber),
        });
        break;
      case '#KONTO':
        file.accounts.push({ number: at(0), name: at(1) });
        break;
      case '#DIM':
        file.dimensions.push({ number: readInteger(at(0), lineNumber), name: at(1), parent: null });
        break;
      case '#UNDERDIM':
        file.dimensions.push({
          number: readInteger(at(0), lineNumber),
          name: at(1),
          parent: readInteger(at(2), lineNumber),
        });
        break;
      case '#OBJEKT':
        file.objects.push({ dimension: readInteger(at(0), lineNumber), code: at(1), name: at(2) });
        break;
      case '#IB':
      case '#UB':
      case '#RES':
        file.balances.push({
          kind: label.slice(1) as 'IB' | 'UB' | 'RES',
          yearIndex: readInteger(at(0), lineNumber),
          account: at(1),
          amountOre: parseSieAmount(at(2), lineNumber),
          quantity: optional(3) === null ? null : Number(at(3)),
        });
        break;
      case '#VER':
        voucher = {
          series: at(0),
          number: at(1),
          date: readDate(at(2), lineNumber),
          text: at(3),
          registeredOn: optional(4) === null ? null : readDate(at(4), lineNumber),
          sign: optional(5),
          transactions: [],
          supplementary: [],
          line: lineNumber,
        };
        file.vouchers.push(voucher);
        break;
      default:
        count(file, label);
    }
  });
  if (voucher || inBlock) {
    throw new SieError('INVALID_LINE', 'Filen slutar inuti en verifikation', lines.length);
  }
  return file;
}

function count(file: SieFile, label: string): void {
  file.otherLabels[label] = (file.otherLabels[label] ?? 0) + 1;
}

/** Fields after the label: account, {objects}, amount, [date], [text], [quantity], [sign]. */
function readTransaction(fields: SieToken[], line: number, voucherDate: string): SieParsedTransaction {
  const account = fields[0]?.text ?? '';
  let position = 1;
  const objects: SieObjectRef[] = [];
  if (fields[position]?.text === '{' && !fields[position]?.quoted) {
    const close = fields.findIndex((token, index) => index > position && token.text === '}' && !token.quoted);
    if (close < 0) throw new SieError('INVALID_LINE', 'Objektlistan saknar avslutande klammer', line);
    const inner = fields.slice(position + 1, close);
    if (inner.length % 2 !== 0)
      throw new SieError('INVALID_LINE', 'Objektlistan ska ha par av dimension och objekt', line);
    for (let index = 0; index < inner.length; index += 2) {
      objects.push({
        dimension: readInteger(inner[index]?.text ?? '', line),
        code: inner[index + 1]?.text ?? '',
      });
    }
    position = close + 1;
  }
  const field = (offset: number) => fields[position + offset]?.text ?? '';
  const quantity = field(3);
  return {
    account,
    objects,
    amountOre: parseSieAmount(field(0), line),
    date: field(1) ? readDate(field(1), line) : voucherDate,
    text: field(2),
    quantity: quantity ? Number(quantity) : null,
    sign: field(4) || null,
  };
}

/**
 * An amount to öre without floating point: `-15099.82` → −1509982, `12750` → 1275000, `-1.5` → −150.
 * A decimal comma is refused rather than read as 0, which some readers do.
 */
export function parseSieAmount(text: string, line: number | null = null): number {
  const match = /^(-)?(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) throw new SieError('INVALID_AMOUNT', `Ogiltigt belopp: "${text}"`, line);
  const ore = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  return match[1] ? -ore : ore;
}

function readDate(text: string, line: number): string {
  if (!/^\d{8}$/.test(text)) throw new SieError('INVALID_DATE', `Ogiltigt datum: "${text}"`, line);
  return `${text.slice(0, 4)}-${text.slice(4, 6)}-${text.slice(6, 8)}`;
}

function readInteger(text: string, line: number): number {
  if (!/^-?\d+$/.test(text)) throw new SieError('INVALID_LINE', `Ogiltigt tal: "${text}"`, line);
  return Number(text);
}

function decodeSieBytes(bytes: Uint8Array): string {
  const hasUtf8Bom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
  return hasUtf8Bom ? new TextDecoder('utf-8').decode(bytes.subarray(3)) : decodeCp437(bytes);
}

/** Vouchers whose #TRANS rows do not sum to 0.00 (spec: every voucher balances), with the sum. */
export function unbalancedVouchers(file: SieFile): { voucher: SieParsedVoucher; sumOre: number }[] {
  return file.vouchers
    .map((voucher) => ({
      voucher,
      sumOre: voucher.transactions.reduce((sum, row) => sum + row.amountOre, 0),
    }))
    .filter((entry) => entry.sumOre !== 0);
}
