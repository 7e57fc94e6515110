import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { create, type Font } from 'fontkit';

/**
 * Noto Sans (SIL Open Font License), shipped as TTF by @expo-google-fonts/noto-sans. A PDF needs
 * an embedded font: the standard Helvetica has only WinAnsi glyphs, so the minus sign U+2212 that
 * sv-SE amounts use came out as `"` (pdfkit) or vanished (@react-pdf), turning −8 123,00 kr into
 * 8 123,00 kr. Noto Sans's digits and minus are one width by default, so right-aligned amounts
 * line up digit by digit with no OpenType feature; Inter needed `tnum`, which also widened the
 * hyphen in names and dates, and any feature turns off pdfkit's layout cache, doubling the CPU
 * per page (docs/files-and-documents.md).
 */
const FONT_FILES = {
  regular: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
  bold: '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
} as const;

export type DocumentFonts = Record<keyof typeof FONT_FILES, Font>;

const require = createRequire(import.meta.url);
let fonts: DocumentFonts | undefined;

function load(specifier: string): Font {
  const font = create(readFileSync(require.resolve(specifier)));
  if ('fonts' in font) throw new Error(`${specifier} is a font collection, not a font`);
  return font;
}

/**
 * Parsed once per process and shared by every document (each still embeds its own subset):
 * letting pdfkit parse the TTF per document cost 100–220 ms of a page that otherwise renders in 12–27 ms.
 */
export function getDocumentFonts(): DocumentFonts {
  fonts ??= { regular: load(FONT_FILES.regular), bold: load(FONT_FILES.bold) };
  return fonts;
}
