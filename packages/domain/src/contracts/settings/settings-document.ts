import { z } from 'zod';

/**
 * The shapes every settings section shares (docs/settings.md): one JSON document per employer and
 * section, versioned for optimistic concurrency. A section's contract file builds its schemas with
 * these helpers from its own value schema.
 */

/** `/api/employer/:employerId/settings/<section>` */
export const settingsParams = z.object({ employerId: z.string() });

/** GET and PUT answer: the stored document (version 0 and the defaults before the first save). */
export function settingsDocumentResponse<Value extends z.ZodType>(valueSchema: Value) {
  return z.object({
    version: z.number().int(),
    value: valueSchema,
    /** ISO timestamp of the last save; null while the section still shows its defaults. */
    updatedAt: z.string().nullable(),
  });
}

/** PUT body: the version the form read and the whole new value. */
export function settingsDocumentBody<Value extends z.ZodType>(valueSchema: Value) {
  return z.object({ version: z.number().int().min(0), value: valueSchema });
}
