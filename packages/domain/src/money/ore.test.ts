import { expect, test } from 'vitest';
import { kronorToOre } from './ore.ts';

test('kronor become whole öre', () => {
  expect(kronorToOre(1.5)).toBe(150);
  expect(kronorToOre(0.1 + 0.2)).toBe(30);
});
