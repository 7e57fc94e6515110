export { employeePatchSchema as updateEmployeeBody } from '../../employees/employee-schema.ts';
export {
  employeeParams as updateEmployeeParams,
  employeeView as updateEmployeeResponse,
} from './employee-shapes.ts';
