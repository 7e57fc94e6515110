/** POST …/terminate, …/archive and …/restore: each answers with the employee as changed. */
export {
  terminateSchema as terminateEmployeeBody,
  versionOnlySchema as archiveEmployeeBody,
  versionOnlySchema as restoreEmployeeBody,
} from '../../employees/employment-schema.ts';
export {
  employeeParams as changeEmployeeLifecycleParams,
  employeeView as changeEmployeeLifecycleResponse,
} from './employee-shapes.ts';
