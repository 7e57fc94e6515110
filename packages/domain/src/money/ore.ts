/** Whole kronor to öre. */
export function kronorToOre(kronor: number): number {
  return Math.round(kronor * 100);
}
