/** PUT: name, accounts, reportable and active with the `version` read; a stale one answers 409 with `current`. */
export {
  salaryTypeDetailView as updateSalaryTypeResponse,
  salaryTypeEditBody as updateSalaryTypeBody,
  salaryTypeParams as updateSalaryTypeParams,
} from './salary-type-shapes.ts';
