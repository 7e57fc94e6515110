import { z } from 'zod';
import { DIMENSIONS } from '../../settings/dimensions.ts';
import { employerParams } from './employee-shapes.ts';

export const listEmploymentChoicesParams = employerParams;

/**
 * What an employment form may choose: the active workplaces and the active cost centres and
 * projects (names and codes only; the settings themselves need their TenantManagement privilege).
 */
export const listEmploymentChoicesResponse = z.object({
  workplaces: z.array(z.object({ id: z.string(), name: z.string() })),
  dimensionObjects: z.array(
    z.object({ id: z.string(), dimension: z.enum(DIMENSIONS), code: z.string(), name: z.string() }),
  ),
});
export type EmploymentChoices = z.output<typeof listEmploymentChoicesResponse>;
