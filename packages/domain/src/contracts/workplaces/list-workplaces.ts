import { z } from 'zod';
import { workplaceView } from './workplace-shapes.ts';

export { workplacesParams as listWorkplacesParams } from './workplace-shapes.ts';

/** Every workplace of the company, archived ones last, each in name order. */
export const listWorkplacesResponse = z.object({
  workplaces: z.array(workplaceView),
  /** Skatteverket asks for arbetsställenummer (ruta 060) when the company has more than one workplace. */
  needsWorkplaceNumbers: z.boolean(),
});
