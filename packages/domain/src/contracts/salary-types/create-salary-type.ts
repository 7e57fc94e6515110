/** POST: an own type; its code must be free in the company and the treatment must fit its kind. */
export { salaryTypeCreateSchema as createSalaryTypeBody } from '../../salary-types/salary-type-schema.ts';
export {
  salaryTypeDetailView as createSalaryTypeResponse,
  salaryTypesParams as createSalaryTypeParams,
} from './salary-type-shapes.ts';
