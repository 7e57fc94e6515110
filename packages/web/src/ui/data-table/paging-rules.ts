import {
  DEFAULT_TABLE_PAGE_SIZE,
  FIRST_LAST_PAGE_BUTTONS_ABOVE_PAGES,
  TABLE_PAGE_SIZES,
} from '@lonsam/domain/constants/client-limits';

// Spec §9: tables offer 5, 10, 25, 50 or 100 rows per page, 25 by default.
export const pageSizeOptions = TABLE_PAGE_SIZES;
export const defaultPageSize = DEFAULT_TABLE_PAGE_SIZE;

/** First/last page buttons only help once there are more pages than the pager shows at a glance. */
export function hasFirstAndLastPageButtons(pageCount: number): boolean {
  return pageCount > FIRST_LAST_PAGE_BUTTONS_ABOVE_PAGES;
}
