// WCAG 2 relative luminance and contrast ratio, to keep brand colours readable.

function channel(value: number): number {
  const srgb = value / 255;
  return srgb <= 0.03928 ? srgb / 12.92 : ((srgb + 0.055) / 1.055) ** 2.4;
}

export function relativeLuminance(hex: string): number {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  return (
    0.2126 * channel((value >> 16) & 255) +
    0.7152 * channel((value >> 8) & 255) +
    0.0722 * channel(value & 255)
  );
}

export function contrastRatio(foreground: string, background: string): number {
  const [lighter, darker] = [relativeLuminance(foreground), relativeLuminance(background)].sort(
    (a, b) => b - a,
  );
  return (lighter! + 0.05) / (darker! + 0.05);
}

/** WCAG AA for normal text. */
export const minimumTextContrast = 4.5;

/**
 * The shade nearest to `preferred`, moving in `direction` (darker: +1, lighter: -1), whose text
 * is readable on `background`; the last shade that way when none is.
 */
export function findReadableShade(
  shades: readonly string[],
  preferred: number,
  background: string,
  direction: 1 | -1,
): number {
  for (let index = preferred; index >= 0 && index < shades.length; index += direction) {
    if (contrastRatio(shades[index]!, background) >= minimumTextContrast) return index;
  }
  return direction === 1 ? shades.length - 1 : 0;
}

/**
 * Above this luminance dark text reads better on a colour than white: white text needs
 * L ≤ 0.183 for 4.5:1, black text L ≥ 0.175, so the boundary sits between them.
 */
export const darkTextLuminanceThreshold = 0.18;
