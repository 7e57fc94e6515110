import { chartOfAccountsSchema, defaultChartOfAccounts } from '@lonsam/domain/accounting/chart-of-accounts';
import type { AgreementRules } from '@lonsam/domain/payroll/payslip/agreement-rules';
import type { PayslipSalaryType, PayslipSettings } from '@lonsam/domain/payroll/payslip/payslip-types';
import { DEFAULT_HOLIDAY_SETTINGS, holidaySettingsSchema } from '@lonsam/domain/settings/company-holidays';
import {
  DEFAULT_SALARY_SUPPLEMENTS,
  DEFAULT_STANDBY,
  salarySupplementsSchema,
  standbySchema,
} from '@lonsam/domain/settings/salary-supplements';
import {
  DEFAULT_TRAVEL_ALLOWANCES,
  DEFAULT_TRAVEL_MILEAGE,
  travelAllowancesSchema,
  travelMileageSchema,
} from '@lonsam/domain/settings/travel-settings';
import {
  DEFAULT_VACATION_SETTINGS,
  type VacationSettings,
  vacationSettingsSchema,
} from '@lonsam/domain/settings/vacation-settings';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../../db/schema.ts';
import { listSalaryTypeViews } from '../../salary-types/index.ts';
import { readSettingsDocument } from '../../settings/index.ts';

/** What every employee's payslip of one run shares: the company's salary types and settings. */
export type CompanyContext = {
  salaryTypes: PayslipSalaryType[];
  settings: PayslipSettings;
  /** The vacation year and earning year (settings `vacation`): which payslips make the vacation base. */
  vacationYear: Pick<VacationSettings, 'vacationYear' | 'earningYear'>;
  /** Agreement rules the settings hold (the default vacation group's per cent of variable pay). */
  agreement: Partial<AgreementRules>;
};

/**
 * The company's salary types with the treatment in force on `date` (the period's last day) and the
 * settings the calculation prices from. Read once per run, not per employee.
 */
export async function loadCompanyContext(
  db: Kysely<Database>,
  input: { employerId: string; date: string },
): Promise<CompanyContext> {
  const { employerId } = input;
  const [views, holidays, supplements, standby, travelAllowances, travelMileage, chart, vacation] =
    await Promise.all([
      listSalaryTypeViews(db, employerId, input.date),
      read(db, employerId, 'holidays', holidaySettingsSchema, DEFAULT_HOLIDAY_SETTINGS),
      read(db, employerId, 'salary-supplements', salarySupplementsSchema, DEFAULT_SALARY_SUPPLEMENTS),
      read(db, employerId, 'standby', standbySchema, DEFAULT_STANDBY),
      read(db, employerId, 'travel-allowances', travelAllowancesSchema, DEFAULT_TRAVEL_ALLOWANCES),
      read(db, employerId, 'travel-mileage', travelMileageSchema, DEFAULT_TRAVEL_MILEAGE),
      read(db, employerId, 'chart-of-accounts', chartOfAccountsSchema, defaultChartOfAccounts()),
      read(db, employerId, 'vacation', vacationSettingsSchema, DEFAULT_VACATION_SETTINGS),
    ]);
  const salaryTypes: PayslipSalaryType[] = [];
  for (const view of views) {
    // A type whose first version starts after the period cannot be paid in it.
    if (!view.current) continue;
    const treatment = view.current.treatment;
    salaryTypes.push({
      code: view.code,
      name: view.name,
      kind: view.kind,
      unit: view.unit,
      debitAccount: view.debitAccount,
      creditAccount: view.creditAccount,
      treatment: {
        effect: treatment.effect,
        tax: treatment.tax,
        contributionBase: treatment.contributionBase,
        vacationEarning: treatment.vacationEarning,
        agiBox: treatment.agiBox,
        agiHousingFlag: treatment.agiHousingFlag,
        rateRule: treatment.rateRule,
      },
    });
  }
  const roles = chart.roleAccounts;
  return {
    salaryTypes,
    vacationYear: { vacationYear: vacation.vacationYear, earningYear: vacation.earningYear },
    agreement: agreementFromVacation(vacation),
    settings: {
      holidays,
      supplements,
      standby,
      travelAllowances,
      travelMileage,
      accounts: {
        taxWithheld: roles.taxWithheld,
        netPay: roles.netPay,
        employerContributionsCost: roles.employerContributionsCost,
        employerContributionsLiability: roles.employerContributionsLiability,
      },
    },
  };
}

/**
 * The default vacation group's per cent of variable pay (law 12 %) when it is of the whole year's
 * variable pay; a per-day per cent (PTK 0,5 % a day) has no per cent of the year, so the engine's
 * 12 % stays.
 */
function agreementFromVacation(vacation: VacationSettings): Partial<AgreementRules> {
  const group = vacation.groups.find((item) => item.isDefault);
  if (group?.rule !== 'sammaloneregeln' || group.variablePayBasis !== 'wholeYear') return {};
  return { vacationPercent: group.variablePayPercent };
}

async function read<Schema extends z.ZodType>(
  db: Kysely<Database>,
  employerId: string,
  section: string,
  schema: Schema,
  defaults: z.output<Schema>,
): Promise<z.output<Schema>> {
  const document = await readSettingsDocument(db, { employerId, section, schema, defaults });
  return document.value;
}
