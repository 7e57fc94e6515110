import { z } from 'zod';
import { employmentView } from './employee-shapes.ts';

export { employeeParams as listEmploymentsParams } from './employee-shapes.ts';

export const listEmploymentsResponse = z.array(employmentView);
