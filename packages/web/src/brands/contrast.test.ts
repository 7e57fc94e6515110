import { BRAND_NAMES, BRANDS } from '@lonsam/domain/brands/brands';
import { describe, expect, it } from 'vitest';
import {
  contrastRatio,
  darkTextLuminanceThreshold,
  findReadableShade,
  relativeLuminance,
} from './contrast.ts';

describe('contrast', () => {
  it('computes WCAG contrast ratios', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it('finds the nearest readable shade', () => {
    const shades = ['#ffffff', '#eeeeee', '#cccccc', '#aaaaaa', '#888888', '#767676', '#555555', '#333333'];
    expect(findReadableShade(shades, 3, '#ffffff', 1)).toBe(5);
    expect(findReadableShade(shades, 6, '#ffffff', 1)).toBe(6);
    expect(findReadableShade(shades, 7, '#000000', -1)).toBe(5);
  });

  it.each(BRAND_NAMES)('gives %s filled buttons a text colour of at least 4.5:1', (name) => {
    const brand = BRANDS[name];
    const filled = brand.colors.primary[brand.primaryShade.light]!;
    const text = relativeLuminance(filled) > darkTextLuminanceThreshold ? '#000000' : '#ffffff';
    expect(contrastRatio(text, filled)).toBeGreaterThanOrEqual(4.5);
  });
});
