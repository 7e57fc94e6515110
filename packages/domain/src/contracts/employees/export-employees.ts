import { z } from 'zod';

export { employerParams as exportEmployeesParams } from './employee-shapes.ts';

/** `;`-separated, UTF-8 with BOM, in the import's columns (text/csv, not JSON). */
export const exportEmployeesResponse = z.string();

/** The list's filters: an exported file holds every page of the filtered list. */
export { listEmployeesQuery as exportEmployeesQuery } from './list-employees.ts';
