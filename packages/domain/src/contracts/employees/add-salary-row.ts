export { addSalaryRowSchema as addSalaryRowBody } from '../../employees/employment-schema.ts';
export {
  employmentParams as addSalaryRowParams,
  salaryRowView as addSalaryRowResponse,
} from './employee-shapes.ts';
