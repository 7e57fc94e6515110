import { z } from 'zod';

/** DELETE …?version=n: refused with 409 DIMENSION_OBJECT_IN_USE once an employment refers to it. */
export {
  dimensionObjectParams as deleteDimensionObjectParams,
  dimensionObjectVersionQuery as deleteDimensionObjectQuery,
} from './dimension-shapes.ts';

export const deleteDimensionObjectResponse = z.object({ deleted: z.literal(true) });
