/**
 * Codepage 437 (IBM PC-8), the character set SIE files are written in (`#FORMAT PC8`, spec 4B
 * §5.8). A table of its 128 upper characters rather than a dependency: the code page is fixed
 * since 1981, no encoder is installed in the workspace, and this is all of it. Bytes 0x00–0x7F are
 * ASCII (SIE allows no control characters, so their PC glyphs never matter).
 */
const UPPER_HALF =
  'ÇüéâäàåçêëèïîìÄÅ' +
  'ÉæÆôöòûùÿÖÜ¢£¥₧ƒ' +
  'áíóúñÑªº¿⌐¬½¼¡«»' +
  '░▒▓│┤╡╢╖╕╣║╗╝╜╛┐' +
  '└┴┬├─┼╞╟╚╔╩╦╠═╬╧' +
  '╨╤╥╙╘╒╓╫╪┘┌█▄▌▐▀' +
  'αßΓπΣσµτΦΘΩδ∞φε∩' +
  '≡±≥≤⌠⌡÷≈°∙·√ⁿ²■\u00a0';

const BYTE_OF = new Map<string, number>([...UPPER_HALF].map((char, index) => [char, 0x80 + index]));

/** The character a code page 437 byte stands for. */
export function decodeCp437(bytes: Uint8Array): string {
  let text = '';
  for (const byte of bytes) text += byte < 0x80 ? String.fromCharCode(byte) : UPPER_HALF[byte - 0x80];
  return text;
}

function byteFor(char: string): number | undefined {
  const code = char.codePointAt(0) ?? 0;
  return code < 0x80 ? code : BYTE_OF.get(char);
}

/**
 * Code page 437 bytes of a text. A character the code page lacks is written without its accent
 * where that gives one it has ("Ł" is not there, "L" is; "ő" becomes "o"), otherwise as "?", so a
 * name is still recognisable in the books rather than refused.
 */
export function encodeCp437(text: string): Uint8Array {
  const bytes: number[] = [];
  for (const char of text.normalize('NFC')) {
    const direct = byteFor(char);
    if (direct !== undefined) {
      bytes.push(direct);
      continue;
    }
    const stripped = char.normalize('NFD').replace(/\p{M}/gu, '');
    const base = stripped.length === 1 ? byteFor(stripped) : undefined;
    bytes.push(base ?? FALLBACK[char] ?? 0x3f);
  }
  return Uint8Array.from(bytes);
}

/** Letters NFD does not decompose into a base letter and an accent. */
const FALLBACK: Readonly<Record<string, number>> = { Ł: 0x4c, ł: 0x6c, Ø: 0x4f, ø: 0x6f, Đ: 0x44, đ: 0x64 };
