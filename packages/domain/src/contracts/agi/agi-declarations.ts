import { z } from 'zod';
import { employerParams } from '../employees/employee-shapes.ts';

/*
 * The AGI under /api/employer/:employerId/agi (issue 19; ReportingAndCompliance.TaxReport or
 * IngestionAndIntegrations.TaxAuthority):
 * - GET  /agi — every month a completed run was paid in, newest first, with its latest declaration;
 * - POST /agi/:period/declarations — the declaration from the period's completed runs (201 when a
 *   new revision was made, 200 when the latest already declares exactly these runs);
 * - GET  /agi/declarations/:declarationId/xml — the XML file (audited; status → downloaded);
 * - POST /agi/declarations/:declarationId/submitted — mark as submitted to Skatteverket on a date.
 */

export const agiDeclarationView = z.object({
  id: z.string(),
  revision: z.number().int(),
  status: z.enum(['created', 'downloaded', 'submitted']),
  submittedOn: z.string().nullable(),
  createdAt: z.string(),
  payeeCount: z.number().int(),
  removalCount: z.number().int(),
  contributionsKronor: z.number().int(),
  taxKronor: z.number().int(),
  /** 487 + 497; null without ReportingAndCompliance.Payment. */
  amountToPayKronor: z.number().int().nullable(),
  version: z.number().int(),
});
export type AgiDeclarationView = z.infer<typeof agiDeclarationView>;

export const agiPeriodView = z.object({
  period: z.string(),
  runs: z.array(z.object({ id: z.string(), label: z.string(), kind: z.string(), payDate: z.string() })),
  dueDate: z.string(),
  /** When the amounts must be paid; null without ReportingAndCompliance.Payment. */
  paymentDueDate: z.string().nullable(),
  declaration: agiDeclarationView.nullable(),
  /** A run was completed after the latest declaration: a new revision is needed. */
  outdated: z.boolean(),
  /** Payees whose employment lacks the workplace's street or town (FK 245/246): a warning. */
  workplaceAddressMissing: z.array(z.object({ employeeId: z.string(), name: z.string() })),
});
export type AgiPeriodView = z.infer<typeof agiPeriodView>;

export const listAgiPeriodsParams = employerParams;
export const listAgiPeriodsResponse = z.object({ periods: z.array(agiPeriodView) });
export type ListAgiPeriodsResponse = z.infer<typeof listAgiPeriodsResponse>;

export const createAgiDeclarationParams = employerParams.extend({
  period: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/),
});
export const createAgiDeclarationResponse = agiDeclarationView;

export const agiDeclarationParams = employerParams.extend({ declarationId: z.uuid() });

export const markAgiSubmittedBody = z.object({
  submittedOn: z.iso.date({ error: 'Ange datumet då deklarationen lämnades' }),
  version: z.number().int().positive(),
});
export type MarkAgiSubmittedBody = z.infer<typeof markAgiSubmittedBody>;
export const markAgiSubmittedResponse = agiDeclarationView;
