import { z } from 'zod';

export { employmentParams as linkUserRoleParams } from './employee-shapes.ts';

export const linkUserRoleResponse = z.object({ userRoleId: z.string() });
