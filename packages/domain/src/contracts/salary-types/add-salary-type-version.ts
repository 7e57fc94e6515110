/** POST …/versions: a new treatment from a date after the latest version's start; 409 on a stale `version`. */
export {
  salaryTypeDetailView as addSalaryTypeVersionResponse,
  salaryTypeParams as addSalaryTypeVersionParams,
  salaryTypeVersionBody as addSalaryTypeVersionBody,
} from './salary-type-shapes.ts';
