import { z } from 'zod';
import { dimensionObjectView } from './dimension-shapes.ts';

export { dimensionsParams as listDimensionObjectsParams } from './dimension-shapes.ts';

/** Both dimensions' objects, each dimension in code order. */
export const listDimensionObjectsResponse = z.object({ objects: z.array(dimensionObjectView) });
