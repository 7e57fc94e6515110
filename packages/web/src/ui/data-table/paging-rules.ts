// Spec §9: tables offer these page sizes, 25 by default.
export const pageSizeOptions = [5, 10, 25, 50, 100] as const;
export const defaultPageSize = 25;

/** First/last page buttons only help once there are more pages than the pager shows at a glance. */
export function hasFirstAndLastPageButtons(pageCount: number): boolean {
  return pageCount > 4;
}
