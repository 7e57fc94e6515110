export {
  salaryTypeDetailView as getSalaryTypeResponse,
  salaryTypeParams as getSalaryTypeParams,
} from './salary-type-shapes.ts';
