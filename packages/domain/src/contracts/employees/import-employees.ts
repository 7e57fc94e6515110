import { z } from 'zod';

export { employerParams as importEmployeesParams } from './employee-shapes.ts';

/** Both the preview and the commit take the file as text. */
export const importEmployeesBody = z.object({ csv: z.string().max(900_000) });

/** One row of a preview (line = the file's line number, header = 1). */
export const importRowResult = z.object({
  line: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  personnummer: z.string(),
  errors: z.record(z.string(), z.array(z.string())),
});

/** POST …/import/preview: every row checked, nothing saved. */
export const previewImportResponse = z.object({
  rows: z.array(importRowResult),
  validCount: z.number(),
  invalidCount: z.number(),
});

/** POST …/import/commit: all rows or, on any error, none. */
export const commitImportResponse = z.object({ created: z.number() });
