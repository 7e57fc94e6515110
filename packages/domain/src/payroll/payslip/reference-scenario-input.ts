import type { PayslipInput } from './payslip-types.ts';
import type { ReferenceScenario } from './reference-scenarios.ts';

/** A hand-worked reference scenario as the calculation's input (standard salary types, default settings). */
export function scenarioToPayslipInput(scenario: ReferenceScenario): PayslipInput {
  const { employment, settings } = scenario;
  return {
    period: scenario.period,
    payDate: scenario.payDate,
    employee: {
      birthDate: scenario.employee.birthDate,
      tax: scenario.employee.tax,
      hasVaxaStod: employment.hasVaxaStod ?? false,
    },
    employment: {
      salaryForm: employment.salaryForm,
      startDate: employment.startDate,
      endDate: employment.endDate,
      employmentRate: employment.employmentRate,
      weeklyHours: employment.weeklyHours,
      schedule: employment.schedule,
      salaryRows: employment.salaryRows,
      vacation: employment.vacation,
    },
    ...(scenario.alreadyPaid ? { alreadyPaid: scenario.alreadyPaid } : {}),
    ...(scenario.vacationBalance ? { vacationBalance: scenario.vacationBalance } : {}),
    ...(scenario.variablePayEarnedOre !== undefined
      ? { variablePayEarnedOre: scenario.variablePayEarnedOre }
      : {}),
    ...(scenario.yearToDateBefore ? { yearToDateBefore: scenario.yearToDateBefore } : {}),
    events: scenario.events,
    settings: {
      ...(settings?.salarySupplements ? { supplements: settings.salarySupplements } : {}),
      ...(settings?.travelAllowances ? { travelAllowances: settings.travelAllowances } : {}),
      ...(settings?.travelMileage ? { travelMileage: settings.travelMileage } : {}),
    },
  };
}
