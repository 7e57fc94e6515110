export { openingBalancesSchema as setOpeningBalancesBody } from '../../employees/employment-schema.ts';
export {
  employeeParams as setOpeningBalancesParams,
  employeeView as setOpeningBalancesResponse,
} from './employee-shapes.ts';
