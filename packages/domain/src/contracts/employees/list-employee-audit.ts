import { z } from 'zod';

export { employeeParams as listEmployeeAuditParams } from './employee-shapes.ts';

/** Newest first; fields the role may not read are left out of before and after. */
export const employeeAuditEntry = z.object({
  id: z.string(),
  occurredAt: z.string(),
  action: z.string(),
  actor: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  /** Something the caller may not read changed too; it is left out of before and after. */
  hiddenChanges: z.boolean(),
});

export const listEmployeeAuditResponse = z.array(employeeAuditEntry);
