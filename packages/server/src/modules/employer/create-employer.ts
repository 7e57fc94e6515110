import type { NewCompanyRequest } from '@lonsam/domain/schemas/new-company';
import type { Kysely } from 'kysely';
import { type AuditContext, recordAuditEvent } from '../../audit/record-audit-event.ts';
import type { Database } from '../../db/schema.ts';
import { withTransaction } from '../../db/with-transaction.ts';
import { AppError } from '../../errors/app-error.ts';
import type { Enqueue, JobRunner } from '../../jobs/job-runner.ts';
import { type DemoDataSettings, demoPayrollHistoryJob, insertDemoData } from '../demo-data/index.ts';
import { seedStandardSalaryTypes } from '../salary-types/index.ts';
import { isCustomerOfferedTo } from './offered-customers.ts';

export const PACKAGING_NOT_OFFERED_MESSAGE = 'Paketeringen ingår inte i kundens avtal';
export const CUSTOMER_NOT_OFFERED_MESSAGE = 'Kunden finns inte bland dina val';
export const ORGANISATION_NUMBER_TAKEN_MESSAGE = 'Organisationsnumret är redan registrerat';

export type CreateEmployerInput = {
  identityId: string;
  request: NewCompanyRequest;
  now: Date;
  audit: AuditContext;
  /** Replaceable so that tests can make the sample data fail half-way. */
  fillDemoData?: (trx: Kysely<Database>, employerId: string, settings: DemoDataSettings) => Promise<void>;
  /**
   * The job runner: a test company with months back gets its payroll history from a job enqueued in
   * the company's transaction. Without it (tests of the creation alone) no history is made.
   */
  jobs?: Pick<JobRunner, 'transaction'>;
};

export type CreatedEmployer = { employerId: string; adminRoleId: string; historyJobId?: string };

const UNIQUE_VIOLATION = '23505';

/**
 * POST /employer in one transaction: the employer, its packaging from now, the creator as admin
 * (linked by the name and personnummer given) and, for a test company, the sample data. The
 * request has passed `createNewCompanySchema(appEnv)`, so the sample-data limits hold. A test
 * company's payroll history (a completed run per month back) is not made here: the same transaction
 * enqueues its job (`demo-data.payroll-history`, owned by the creator, its id on the company), so
 * the request answers at once and the job exists exactly when the company does.
 */
export async function createEmployer(
  db: Kysely<Database>,
  input: CreateEmployerInput,
): Promise<CreatedEmployer> {
  const { request } = input;
  const isTestCompany = request.demoData.demo;
  const orgNumber = request.orgNumber === '' ? null : request.orgNumber;
  const fillDemoData = input.fillDemoData ?? insertDemoData;
  const monthsBack = isTestCompany ? (request.demoData.monthsBack ?? 0) : 0;
  const extraEmployees = isTestCompany ? (request.demoData.extraEmployees ?? 0) : 0;
  // Without sample employees there is no payroll to make a history of.
  const jobs = monthsBack > 0 && extraEmployees > 0 ? input.jobs : undefined;
  const transaction = <T>(work: (trx: Kysely<Database>, enqueue?: Enqueue) => Promise<T>) =>
    jobs ? jobs.transaction(work) : withTransaction(db, (trx) => work(trx));
  try {
    return await transaction(async (trx, enqueue) => {
      // The same customers the billing options list: a partner's customer only for its admins.
      if (!(await isCustomerOfferedTo(trx, input.identityId, request.customerId))) {
        throw new AppError({
          status: 400,
          code: 'VALIDATION_FAILED',
          detail: 'The customer is not one this identity may bill a company to.',
          fieldErrors: { customerId: [CUSTOMER_NOT_OFFERED_MESSAGE] },
        });
      }
      const offered = await trx
        .selectFrom('customer_packaging')
        .select('packaging_id')
        .where('customer_id', '=', request.customerId)
        .where('packaging_id', '=', request.packagingId)
        .executeTakeFirst();
      if (!offered) {
        throw new AppError({
          status: 400,
          code: 'VALIDATION_FAILED',
          detail: 'The packaging is not one the customer may buy.',
          fieldErrors: { packagingId: [PACKAGING_NOT_OFFERED_MESSAGE] },
        });
      }
      if (orgNumber !== null && !isTestCompany) await assertOrgNumberFree(trx, orgNumber);

      const employer = await trx
        .insertInto('employer')
        .values({
          name: request.companyName,
          org_number: orgNumber,
          is_test_company: isTestCompany,
          partner_public_key: request.partnerPublicKey ? request.partnerPublicKey.toLowerCase() : null,
          customer_id: request.customerId,
          created_by_identity_id: input.identityId,
        })
        .returning(['id', 'public_id'])
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('tenant_packaging')
        .values({ employer_id: employer.id, packaging_id: request.packagingId, valid_from: input.now })
        .execute();
      const linkedPerson = {
        identity_id: input.identityId,
        employer_id: employer.id,
        first_name: request.defaultAdmin.firstName,
        last_name: request.defaultAdmin.lastName,
        personnummer: request.defaultAdmin.personalIdentityNumber,
      };
      const admin = await trx
        .insertInto('employer_identity_role')
        .values({ ...linkedPerson, role: 'admin' })
        .returning('id')
        .executeTakeFirstOrThrow();
      // Every company starts with the standard salary-type catalogue (docs/settings.md).
      await seedStandardSalaryTypes(trx, employer.id);
      if (isTestCompany) {
        // Sample data: the creator may also try the manager area of a test company.
        await trx
          .insertInto('employer_identity_role')
          .values({ ...linkedPerson, role: 'manager' })
          .execute();
        await fillDemoData(trx, employer.id, { extraEmployees, monthsBack });
      }
      const historyJobId = enqueue
        ? await enqueue(
            demoPayrollHistoryJob,
            { employerId: employer.id, monthsBack, asOf: input.now.toISOString() },
            { ownerIdentityId: input.identityId },
          )
        : undefined;
      if (historyJobId) {
        await trx
          .updateTable('employer')
          .set({ demo_history_job_id: historyJobId })
          .where('id', '=', employer.id)
          .execute();
      }
      await recordAuditEvent(trx, input.audit, {
        action: 'employer.created',
        entityType: 'employer',
        entityId: employer.id,
        employerId: employer.id,
        before: null,
        after: {
          name: request.companyName,
          orgNumber,
          isTestCompany,
          publicId: employer.public_id,
          customerId: request.customerId,
          packagingId: request.packagingId,
          adminRoleId: admin.id,
        },
      });
      return { employerId: employer.id, adminRoleId: admin.id, ...(historyJobId ? { historyJobId } : {}) };
    });
  } catch (error) {
    // Two requests racing for one number: the partial unique index decides.
    if ((error as { code?: string }).code === UNIQUE_VIOLATION && orgNumber !== null) throw orgNumberTaken();
    throw error;
  }
}

async function assertOrgNumberFree(trx: Kysely<Database>, orgNumber: string): Promise<void> {
  const taken = await trx
    .selectFrom('employer')
    .select('id')
    .where('org_number', '=', orgNumber)
    .where('is_test_company', '=', false)
    .executeTakeFirst();
  if (taken) throw orgNumberTaken();
}

function orgNumberTaken(): AppError {
  return new AppError({
    status: 409,
    code: 'ORGANISATION_NUMBER_TAKEN',
    detail: 'A company with this organisation number already exists.',
    fieldErrors: { orgNumber: [ORGANISATION_NUMBER_TAKEN_MESSAGE] },
  });
}
