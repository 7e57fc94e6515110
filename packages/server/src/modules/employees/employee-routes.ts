import * as addEmploymentContract from '@lonsam/domain/contracts/employees/add-employment';
import * as addSalaryRowContract from '@lonsam/domain/contracts/employees/add-salary-row';
import * as lifecycleContract from '@lonsam/domain/contracts/employees/change-employee-lifecycle';
import * as createEmployeeContract from '@lonsam/domain/contracts/employees/create-employee';
import * as exportEmployeesContract from '@lonsam/domain/contracts/employees/export-employees';
import * as exportPersonalDataContract from '@lonsam/domain/contracts/employees/export-personal-data';
import * as getEmployeeContract from '@lonsam/domain/contracts/employees/get-employee';
import * as getSalaryOnContract from '@lonsam/domain/contracts/employees/get-salary-on';
import * as importEmployeesContract from '@lonsam/domain/contracts/employees/import-employees';
import * as linkUserRoleContract from '@lonsam/domain/contracts/employees/link-user-role';
import * as listEmployeeAuditContract from '@lonsam/domain/contracts/employees/list-employee-audit';
import * as listEmployeesContract from '@lonsam/domain/contracts/employees/list-employees';
import * as listEmploymentsContract from '@lonsam/domain/contracts/employees/list-employments';
import * as replaceEmploymentContract from '@lonsam/domain/contracts/employees/replace-employment';
import * as setOpeningBalancesContract from '@lonsam/domain/contracts/employees/set-opening-balances';
import * as updateEmployeeContract from '@lonsam/domain/contracts/employees/update-employee';
import { listPrivilegesUnder, type PrivilegeId } from '@lonsam/domain/privileges/catalogue';
import { toDateOnly } from '@lonsam/domain/time/calendar-date';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { requestAudit } from '../../audit/record-audit-event.ts';
import { findReadCache } from '../../cache/app-read-cache.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import { findVisibleEmployee, toCallerEmployeeView } from './employee-access.ts';
import { listEmployeeAudit } from './employee-audit.ts';
import { commitImport, exportEmployeesCsv, previewImport } from './employee-csv-service.ts';
import {
  archiveEmployee,
  restoreEmployee,
  setOpeningBalances,
  terminateEmployee,
} from './employee-lifecycle.ts';
import { createEmployee, type ServiceContext, updateEmployee } from './employee-service.ts';
import type { EmployeeRow } from './employee-view.ts';
import {
  addEmployment,
  addSalaryRow,
  findSalaryOn,
  listEmploymentViews,
  replaceEmployment,
} from './employment-service.ts';
import { linkUserRole } from './employment-store.ts';
import { exportPersonalData } from './export-personal-data.ts';
import { listCacheKey, listEmployees } from './list-employees.ts';

export type EmployeeRoutesOptions = { db: Kysely<Database>; now?: () => Date };

const PERSONAL_DATA: PrivilegeId[] = listPrivilegesUnder('Employee.PersonalData').map((entry) => entry.id);
const EDITABLE_DATA: PrivilegeId[] = [...PERSONAL_DATA, 'Employee.EmploymentSettings.DataFields'];

const read = (privilege: PrivilegeId | PrivilegeId[]) => ({
  employerAccess: { privilege, access: 'read' as const },
});
const write = (privilege: PrivilegeId | PrivilegeId[]) => ({
  employerAccess: { privilege, access: 'write' as const },
});

/**
 * The employee register under /api/employer/{employerId}/employees, in the employer tree (its
 * guard, http/employer-scope-guard.ts, runs before every route): each route declares its
 * Employee.* privilege; visibility per role is decided in
 * `findVisibleEmployee` (admins all, managers their team, users themselves).
 */
export const employeeRoutes: FastifyPluginAsyncZod<EmployeeRoutesOptions> = async (app, options) => {
  const { db } = options;
  const now = options.now ?? (() => new Date());
  const cache = findReadCache(app);

  const context = (request: FastifyRequest): ServiceContext => ({
    scope: request.employerScope!,
    audit: requestAudit(request),
    now: now(),
  });
  const view = (request: FastifyRequest, row: EmployeeRow) =>
    toCallerEmployeeView(row, request.employerScope!);
  const today = () => toDateOnly(now());

  app.get(
    '/employer/:employerId/employees',
    {
      config: read('Employee.BulkList'),
      schema: {
        summary: 'A page of employees with their latest employment (managers: their team)',
        tags: ['employees'],
        params: listEmployeesContract.listEmployeesParams,
        querystring: listEmployeesContract.listEmployeesQuery.loose(),
        response: { 200: listEmployeesContract.listEmployeesResponse },
      },
    },
    async (request, reply) => {
      const scope = request.employerScope!;
      const day = today();
      // Kept serialised: encoding the page was most of a cached answer's cost (bench/employees.ts).
      const load = async () =>
        Buffer.from(JSON.stringify(await listEmployees(db, scope, request.query, day)));
      const body = cache
        ? await cache.read(listCacheKey(scope, request.query, day), { employerId: scope.employerId }, load)
        : await load();
      // A Buffer skips the serializer; the schema documents the page, listEmployees builds it.
      return reply.type('application/json; charset=utf-8').send(body as never);
    },
  );

  app.get(
    '/employer/:employerId/employees/export',
    {
      config: read('Employee.BulkList'),
      schema: {
        summary: 'The filtered list as CSV (;-separated, UTF-8 with BOM), in the import columns',
        tags: ['employees'],
        params: exportEmployeesContract.exportEmployeesParams,
        querystring: exportEmployeesContract.exportEmployeesQuery.loose(),
        response: { 200: exportEmployeesContract.exportEmployeesResponse },
      },
    },
    async (request, reply) => {
      const csv = await exportEmployeesCsv(db, context(request), request.query, today());
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="anstallda-${today()}.csv"`)
        .send(csv);
    },
  );

  app.post(
    '/employer/:employerId/employees',
    {
      config: write('Employee.Lifecycle.Create'),
      schema: {
        summary: 'Create an employee, optionally with the first employment',
        tags: ['employees'],
        params: createEmployeeContract.createEmployeeParams,
        body: createEmployeeContract.createEmployeeBody,
        response: { 201: createEmployeeContract.createEmployeeResponse },
      },
    },
    async (request, reply) => {
      const { employment, ...employee } = request.body;
      const created = await createEmployee(db, context(request), employee, employment ?? null);
      const row = await findVisibleEmployee(db, request.employerScope!, created.employeeId);
      return reply
        .code(201)
        .send({ ...view(request, row), employmentId: created.employmentId, userRoleId: created.userRoleId });
    },
  );

  app.post(
    '/employer/:employerId/employees/import/preview',
    {
      config: write('Employee.Lifecycle.Create'),
      schema: {
        summary: 'Check a CSV file of employees row by row; nothing is saved',
        tags: ['employees'],
        params: importEmployeesContract.importEmployeesParams,
        body: importEmployeesContract.importEmployeesBody,
        response: { 200: importEmployeesContract.previewImportResponse },
      },
    },
    async (request) => previewImport(db, request.params.employerId, request.body.csv),
  );

  app.post(
    '/employer/:employerId/employees/import/commit',
    {
      config: write('Employee.Lifecycle.Create'),
      schema: {
        summary: 'Import a CSV file of employees: all rows or, on any error, none',
        tags: ['employees'],
        params: importEmployeesContract.importEmployeesParams,
        body: importEmployeesContract.importEmployeesBody,
        response: { 200: importEmployeesContract.commitImportResponse },
      },
    },
    async (request) => commitImport(db, context(request), request.body.csv),
  );

  app.get(
    '/employer/:employerId/my-employee',
    {
      config: read(PERSONAL_DATA),
      schema: {
        summary: "The employee of the caller's own employment (user role)",
        tags: ['employees'],
        params: getEmployeeContract.getMyEmployeeParams,
        response: { 200: getEmployeeContract.getEmployeeResponse },
      },
    },
    async (request) => {
      const scope = request.employerScope!;
      const employment = scope.employmentId
        ? await db
            .selectFrom('employment')
            .select('employee_id')
            .where('id', '=', scope.employmentId)
            .where('employer_id', '=', scope.employerId)
            .executeTakeFirst()
        : undefined;
      if (!employment)
        throw new AppError({ status: 404, code: 'EMPLOYEE_NOT_FOUND', detail: 'The role has no employee.' });
      return view(request, await findVisibleEmployee(db, scope, employment.employee_id));
    },
  );

  app.get(
    '/employer/:employerId/employees/:employeeId',
    {
      config: read(PERSONAL_DATA),
      schema: {
        summary: 'One employee, with the fields the role may read',
        tags: ['employees'],
        params: getEmployeeContract.getEmployeeParams,
        response: { 200: getEmployeeContract.getEmployeeResponse },
      },
    },
    async (request) =>
      view(request, await findVisibleEmployee(db, request.employerScope!, request.params.employeeId)),
  );

  app.get(
    '/employer/:employerId/employees/:employeeId/personal-data',
    {
      config: read(PERSONAL_DATA),
      schema: {
        summary:
          'Everything held about one employee as a JSON file (GDPR right of access): admins any employee, others themselves; audited',
        tags: ['employees'],
        params: exportPersonalDataContract.exportPersonalDataParams,
        response: { 200: exportPersonalDataContract.exportPersonalDataResponse },
      },
    },
    async (request, reply) => {
      const { fileName, json } = await exportPersonalData(db, context(request), request.params.employeeId);
      return reply
        .type('application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(json);
    },
  );

  app.patch(
    '/employer/:employerId/employees/:employeeId',
    {
      config: write(EDITABLE_DATA),
      schema: {
        summary: 'Change some fields; `version` must be the one read (409 with `current` otherwise)',
        tags: ['employees'],
        params: updateEmployeeContract.updateEmployeeParams,
        body: updateEmployeeContract.updateEmployeeBody,
        response: { 200: updateEmployeeContract.updateEmployeeResponse },
      },
    },
    async (request) =>
      view(request, await updateEmployee(db, context(request), request.params.employeeId, request.body)),
  );

  app.post(
    '/employer/:employerId/employees/:employeeId/terminate',
    {
      config: write('Employee.Lifecycle.Terminate'),
      schema: {
        summary: 'End the running employments on a date, with a reason',
        tags: ['employees'],
        params: lifecycleContract.changeEmployeeLifecycleParams,
        body: lifecycleContract.terminateEmployeeBody,
        response: { 200: lifecycleContract.changeEmployeeLifecycleResponse },
      },
    },
    async (request) =>
      view(request, await terminateEmployee(db, context(request), request.params.employeeId, request.body)),
  );

  app.post(
    '/employer/:employerId/employees/:employeeId/archive',
    {
      config: write('Employee.Lifecycle.Archive'),
      schema: {
        summary: 'Hide the employee from the default list',
        tags: ['employees'],
        params: lifecycleContract.changeEmployeeLifecycleParams,
        body: lifecycleContract.archiveEmployeeBody,
        response: { 200: lifecycleContract.changeEmployeeLifecycleResponse },
      },
    },
    async (request) =>
      view(
        request,
        await archiveEmployee(db, context(request), request.params.employeeId, request.body.version),
      ),
  );

  app.post(
    '/employer/:employerId/employees/:employeeId/restore',
    {
      config: write('Employee.Lifecycle.Restore'),
      schema: {
        summary: 'Bring an archived employee back',
        tags: ['employees'],
        params: lifecycleContract.changeEmployeeLifecycleParams,
        body: lifecycleContract.restoreEmployeeBody,
        response: { 200: lifecycleContract.changeEmployeeLifecycleResponse },
      },
    },
    async (request) =>
      view(
        request,
        await restoreEmployee(db, context(request), request.params.employeeId, request.body.version),
      ),
  );

  app.put(
    '/employer/:employerId/employees/:employeeId/opening-balances',
    {
      config: write(['Employee.Balances.Details.Vacation', 'Employee.Balances.Details.Income']),
      schema: {
        summary: 'Balances carried over from another payroll system',
        tags: ['employees'],
        params: setOpeningBalancesContract.setOpeningBalancesParams,
        body: setOpeningBalancesContract.setOpeningBalancesBody,
        response: { 200: setOpeningBalancesContract.setOpeningBalancesResponse },
      },
    },
    async (request) => {
      if (request.employerScope!.role !== 'admin') {
        throw new AppError({
          status: 403,
          code: 'FIELD_NOT_EDITABLE',
          detail: 'Only administrators set opening balances.',
        });
      }
      return view(
        request,
        await setOpeningBalances(db, context(request), request.params.employeeId, request.body),
      );
    },
  );

  app.get(
    '/employer/:employerId/employees/:employeeId/audit',
    {
      config: read('Employee.Register'),
      schema: {
        summary:
          'Who changed what and when (newest first); fields the role may not read are left out (`hiddenChanges`)',
        tags: ['employees'],
        params: listEmployeeAuditContract.listEmployeeAuditParams,
        response: { 200: listEmployeeAuditContract.listEmployeeAuditResponse },
      },
    },
    async (request) => listEmployeeAudit(db, request.employerScope!, request.params.employeeId),
  );

  app.get(
    '/employer/:employerId/employees/:employeeId/employments',
    {
      config: read('Employee.EmploymentOverview'),
      schema: {
        summary: 'The employments, newest first (salary rows for roles that may read salaries)',
        tags: ['employees'],
        params: listEmploymentsContract.listEmploymentsParams,
        response: { 200: listEmploymentsContract.listEmploymentsResponse },
      },
    },
    async (request) => listEmploymentViews(db, { scope: request.employerScope! }, request.params.employeeId),
  );

  app.post(
    '/employer/:employerId/employees/:employeeId/employments',
    {
      config: write('Employee.EmploymentSettings.Payroll'),
      schema: {
        summary: 'Add an employment (must not overlap the others)',
        tags: ['employees'],
        params: addEmploymentContract.addEmploymentParams,
        body: addEmploymentContract.addEmploymentBody,
        response: { 201: addEmploymentContract.addEmploymentResponse },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await addEmployment(db, context(request), request.params.employeeId, request.body)),
  );

  app.put(
    '/employer/:employerId/employees/:employeeId/employments/:employmentId',
    {
      config: write('Employee.EmploymentSettings.Payroll'),
      schema: {
        summary:
          'Replace an employment and its salary rows; `version` as read (409 with `current` otherwise)',
        tags: ['employees'],
        params: replaceEmploymentContract.replaceEmploymentParams,
        body: replaceEmploymentContract.replaceEmploymentBody,
        response: { 200: replaceEmploymentContract.replaceEmploymentResponse },
      },
    },
    async (request) => {
      const { employeeId, employmentId } = request.params;
      await replaceEmployment(db, context(request), employeeId, employmentId, request.body);
      const employments = await listEmploymentViews(db, { scope: request.employerScope! }, employeeId);
      return employments.find((employment) => employment.id === employmentId);
    },
  );

  app.post(
    '/employer/:employerId/employees/:employeeId/employments/:employmentId/salary-rows',
    {
      config: write('Employee.EmploymentSettings.Salary'),
      schema: {
        summary: 'A new salary from its own date (a raise)',
        tags: ['employees'],
        params: addSalaryRowContract.addSalaryRowParams,
        body: addSalaryRowContract.addSalaryRowBody,
        response: { 201: addSalaryRowContract.addSalaryRowResponse },
      },
    },
    async (request, reply) => {
      const { employeeId, employmentId } = request.params;
      return reply
        .code(201)
        .send(await addSalaryRow(db, context(request), employeeId, employmentId, request.body));
    },
  );

  app.get(
    '/employer/:employerId/employees/:employeeId/employments/:employmentId/salary',
    {
      config: read('Employee.EmploymentSettings.Salary'),
      schema: {
        summary:
          'The salary in force on a date (effective-dated lookup); needs the overview and the salary privilege',
        tags: ['employees'],
        params: getSalaryOnContract.getSalaryOnParams,
        querystring: getSalaryOnContract.getSalaryOnQuery.loose(),
        response: { 200: getSalaryOnContract.getSalaryOnResponse },
      },
    },
    async (request) => {
      const { employeeId, employmentId } = request.params;
      return findSalaryOn(db, context(request), employeeId, employmentId, request.query.date);
    },
  );

  app.post(
    '/employer/:employerId/employees/:employeeId/employments/:employmentId/user-role',
    {
      config: write('Users.Authorization.User'),
      schema: {
        summary:
          'Give the person behind the employee (by email or personnummer) a user role for the employment',
        tags: ['employees'],
        params: linkUserRoleContract.linkUserRoleParams,
        response: { 200: linkUserRoleContract.linkUserRoleResponse },
      },
    },
    async (request) => {
      const { employeeId, employmentId } = request.params;
      const employee = await findVisibleEmployee(db, request.employerScope!, employeeId);
      const employment = await db
        .selectFrom('employment')
        .select('id')
        .where('id', '=', employmentId)
        .where('employee_id', '=', employeeId)
        .executeTakeFirst();
      if (!employment)
        throw new AppError({ status: 404, code: 'EMPLOYMENT_NOT_FOUND', detail: 'No such employment.' });
      const roleId = await linkUserRole(db, {
        employerId: request.employerScope!.employerId,
        employmentId,
        employee,
      });
      if (!roleId) {
        throw new AppError({
          status: 404,
          code: 'IDENTITY_NOT_FOUND',
          detail: "Nobody has signed up with the employee's email or personnummer.",
        });
      }
      return { userRoleId: roleId };
    },
  );
};
