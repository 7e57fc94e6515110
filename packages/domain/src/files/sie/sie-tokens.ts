/**
 * One SIE line as fields (spec 4B §5.7): separated by spaces or tabs, in quotation marks where they
 * hold spaces, `\"` a quotation mark inside one. A brace outside quotation marks is a field of its
 * own, so `{1 "100"}` and `{ "1" "100" }` read alike. `quoted` tells `""` (an empty field) from
 * nothing.
 */
export type SieToken = { text: string; quoted: boolean };

export function tokeniseSieLine(line: string): SieToken[] {
  const tokens: SieToken[] = [];
  let index = 0;
  while (index < line.length) {
    const char = line[index] ?? '';
    if (char === ' ' || char === '\t' || char === '\r') {
      index += 1;
    } else if (char === '{' || char === '}') {
      tokens.push({ text: char, quoted: false });
      index += 1;
    } else if (char === '"') {
      let text = '';
      index += 1;
      while (index < line.length && line[index] !== '"') {
        if (line[index] === '\\' && line[index + 1] === '"') index += 1;
        text += line[index];
        index += 1;
      }
      index += 1;
      tokens.push({ text, quoted: true });
    } else {
      let text = '';
      while (index < line.length && !/[ \t\r{}"]/.test(line[index] ?? '')) {
        text += line[index];
        index += 1;
      }
      tokens.push({ text, quoted: false });
    }
  }
  return tokens;
}
