/**
 * Bankgirot's files: records of exactly 80 characters, ISO-8859-1, each ended by CRLF
 * (swedish-payroll.md §5.2–5.3a). Fields are numbers zero-filled from the left or texts blank-filled
 * on the right; a value that does not fit is an error, never cut.
 */

export const RECORD_LENGTH = 80;

export function numeric(value: number | string, width: number, field: string): string {
  const text = String(value);
  if (!/^\d+$/.test(text) || text.length > width)
    throw new RangeError(`${field}: ${text} does not fit ${width} digits`);
  return text.padStart(width, '0');
}

export function alpha(value: string, width: number, field: string): string {
  if (value.length > width) throw new RangeError(`${field}: "${value}" is longer than ${width} characters`);
  return value.padEnd(width, ' ');
}

export function blank(width: number): string {
  return ' '.repeat(width);
}

/** YYMMDD from YYYY-MM-DD. */
export function yymmdd(date: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new RangeError(`Not a date: ${date}`);
  return date.slice(2).replaceAll('-', '');
}

/** YYYY-MM-DD from YYMMDD; Bankgirot's files are of this century. */
export function fromYymmdd(text: string): string {
  return `20${text.slice(0, 2)}-${text.slice(2, 4)}-${text.slice(4, 6)}`;
}

export function record(...fields: string[]): string {
  const line = fields.join('');
  if (line.length !== RECORD_LENGTH) throw new Error(`Record of ${line.length} characters: ${line}`);
  return line;
}

/** The records as ISO-8859-1 bytes with CRLF after each; a character outside Latin-1 is an error. */
export function encodeRecords(records: readonly string[]): Uint8Array {
  const text = records.map((line) => `${line}\r\n`).join('');
  const bytes = new Uint8Array(text.length);
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code > 0xff) throw new RangeError(`"${text[index]}" cannot be written in ISO-8859-1`);
    bytes[index] = code;
  }
  return bytes;
}

/** The records of a file: CRLF required, every record 80 characters. */
export function decodeRecords(bytes: Uint8Array): string[] {
  let text = '';
  for (const byte of bytes) text += String.fromCharCode(byte);
  if (!text.endsWith('\r\n')) throw new Error('The file does not end with CRLF');
  const lines = text.slice(0, -2).split('\r\n');
  lines.forEach((line, index) => {
    if (line.includes('\n') || line.includes('\r'))
      throw new Error(`Record ${index + 1}: a line ending other than CRLF`);
    if (line.length !== RECORD_LENGTH)
      throw new Error(`Record ${index + 1} has ${line.length} characters, not ${RECORD_LENGTH}`);
  });
  return lines;
}

/** 1-based positions, inclusive, as the format descriptions give them. */
export function field(line: string, from: number, to: number): string {
  return line.slice(from - 1, to);
}

export function numberField(line: string, from: number, to: number, name: string): number {
  const text = field(line, from, to);
  if (!/^\d+$/.test(text)) throw new Error(`${name}: "${text}" is not a number`);
  return Number(text);
}
