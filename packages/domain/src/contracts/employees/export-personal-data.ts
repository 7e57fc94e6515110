import { z } from 'zod';

export { employeeParams as exportPersonalDataParams } from './employee-shapes.ts';

/**
 * Everything Lönsam holds about one employee at the employer, as one JSON file (GDPR right of
 * access, art. 15): personal data, employments and salary rows, events, and the payslips of completed
 * runs with their lines. Sent as `application/json` with a file name, not as an API object.
 */
export const exportPersonalDataResponse = z.string();
