import { z } from 'zod';
import { versionOnlySchema } from '../../employees/employment-schema.ts';
import { DIMENSIONS, dimensionObjectInputSchema } from '../../settings/dimensions.ts';
import { employerParams } from '../employees/employee-shapes.ts';

export const dimensionsParams = employerParams;
export const dimensionParams = employerParams.extend({ dimension: z.enum(DIMENSIONS) });
export const dimensionObjectParams = employerParams.extend({ objectId: z.uuid() });

/** A cost centre or project; `employmentCount`: employments (any, ended ones too) that refer to it. */
export const dimensionObjectView = z.object({
  id: z.string(),
  dimension: z.enum(DIMENSIONS),
  code: z.string(),
  name: z.string(),
  active: z.boolean(),
  version: z.number(),
  employmentCount: z.number(),
});
export type DimensionObjectView = z.output<typeof dimensionObjectView>;

export const dimensionObjectBody = dimensionObjectInputSchema;
export const versionedDimensionObjectBody = dimensionObjectInputSchema.extend(versionOnlySchema.shape);
export const dimensionObjectVersionQuery = z.object({ version: z.coerce.number().int().min(1) });
