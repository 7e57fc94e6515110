import { z } from 'zod';
import { versionOnlySchema } from '../../employees/employment-schema.ts';
import { workplaceInputSchema } from '../../settings/workplace.ts';
import { employerParams } from '../employees/employee-shapes.ts';

export const workplacesParams = employerParams;
export const workplaceParams = employerParams.extend({ workplaceId: z.uuid() });

/** One arbetsställe as the settings show it; the address parts are null only on migrated rows. */
export const workplaceView = z.object({
  id: z.string(),
  name: z.string(),
  streetAddress: z.string().nullable(),
  postalCode: z.string().nullable(),
  city: z.string().nullable(),
  workplaceNumber: z.string().nullable(),
  archivedAt: z.string().nullable(),
  version: z.number(),
  /** Employments running today (or later) that refer to it: archiving waits until there are none. */
  activeEmploymentCount: z.number(),
});
export type WorkplaceView = z.output<typeof workplaceView>;

export const workplaceBody = workplaceInputSchema;
export const versionedWorkplaceBody = workplaceInputSchema.extend(versionOnlySchema.shape);
export { versionOnlySchema as workplaceVersionBody };
