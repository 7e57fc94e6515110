import { employeeView } from './employee-shapes.ts';

export {
  employeeParams as getEmployeeParams,
  employerParams as getMyEmployeeParams,
} from './employee-shapes.ts';

/** GET …/employees/{employeeId} and GET …/my-employee (the user role's own). */
export const getEmployeeResponse = employeeView;
