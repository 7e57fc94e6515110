import { z } from 'zod';

/** GET /employer/{employerId}/dashboard/admin */
export const getAdminDashboardParams = z.object({ employerId: z.string() });

/** What a payroll needs of an employee and the register may lack. */
export const MISSING_PAYROLL_DATA = ['tax', 'bankAccount', 'salary'] as const;
export type MissingPayrollData = (typeof MISSING_PAYROLL_DATA)[number];

/** The most names the dashboard lists in each list; the counts are always whole. */
export const DASHBOARD_LIST_LIMIT = 50;

const datedPerson = z.object({
  employeeId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  date: z.string(),
});

/**
 * The admin's start page: the employees now (as the list's "Aktiva" filter counts them), who starts
 * and who ends this calendar month (Europe/Stockholm), and the active employees missing data a
 * payroll needs.
 */
export const getAdminDashboardResponse = z.object({
  today: z.string(),
  month: z.object({ from: z.string(), to: z.string() }),
  activeEmployees: z.number().int(),
  startsThisMonth: z.object({ total: z.number().int(), items: z.array(datedPerson) }),
  endsThisMonth: z.object({ total: z.number().int(), items: z.array(datedPerson) }),
  missingPayrollData: z.object({
    total: z.number().int(),
    items: z.array(
      z.object({
        employeeId: z.string(),
        firstName: z.string(),
        lastName: z.string(),
        missing: z.array(z.enum(MISSING_PAYROLL_DATA)),
      }),
    ),
  }),
});
