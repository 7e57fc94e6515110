import * as adminDashboardContract from '@lonsam/domain/contracts/dashboard/get-admin-dashboard';
import * as eventSummaryContract from '@lonsam/domain/contracts/dashboard/get-event-summary';
import { EVENT_KIND_PRIVILEGES } from '@lonsam/domain/events/event-schema';
import type { PrivilegeId } from '@lonsam/domain/privileges/catalogue';
import { toDateOnly } from '@lonsam/domain/time/calendar-date';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import { getAdminDashboard } from './admin-dashboard.ts';
import { getEventSummary } from './event-summary.ts';

export type DashboardRoutesOptions = { db: Kysely<Database>; now?: () => Date };

/**
 * The start pages' figures under /api/employer/{employerId}/dashboard, in the employer tree. The
 * admin's needs the register (Employee.Register or Employee.BulkList, read) and the admin role: its
 * figures are the whole company's, and a manager's team is the list's to count.
 */
export const dashboardRoutes: FastifyPluginAsyncZod<DashboardRoutesOptions> = async (app, options) => {
  const { db } = options;
  const now = options.now ?? (() => new Date());

  app.get(
    '/employer/:employerId/dashboard/admin',
    {
      config: { employerAccess: { privilege: ['Employee.Register', 'Employee.BulkList'], access: 'read' } },
      schema: {
        summary:
          'The admin start page: active employees, starts and ends this month, and active employees missing tax settings, a bank account or a salary',
        tags: ['dashboard'],
        params: adminDashboardContract.getAdminDashboardParams,
        response: { 200: adminDashboardContract.getAdminDashboardResponse },
      },
    },
    async (request) => {
      if (request.employerScope!.role !== 'admin') {
        throw new AppError({
          status: 403,
          code: 'PRIVILEGE_MISSING',
          detail: 'The admin start page is for the admin role.',
        });
      }
      return getAdminDashboard(db, request.params.employerId, toDateOnly(now()));
    },
  );

  // Whoever attests, lists or reports events sees their part of the figures.
  const eventPrivileges: PrivilegeId[] = [
    'Employee.Events.Attestation',
    'Employee.Events.List',
    'Employee.Events.Report.ReadyMarker',
    ...Object.values(EVENT_KIND_PRIVILEGES),
  ];
  app.get(
    '/employer/:employerId/dashboard/events',
    {
      config: { employerAccess: { privilege: eventPrivileges, access: 'read' } },
      schema: {
        summary:
          "The start pages' events: reported events waiting for the caller's attestation, and a user's own month (events, rejections, ready markers)",
        tags: ['dashboard'],
        params: eventSummaryContract.getEventSummaryParams,
        response: { 200: eventSummaryContract.getEventSummaryResponse },
      },
    },
    async (request) =>
      getEventSummary(db, {
        scope: request.employerScope!,
        identityId: request.identity!.id,
        today: toDateOnly(now()),
      }),
  );
};
