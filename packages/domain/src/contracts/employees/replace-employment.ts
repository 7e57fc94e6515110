export { employmentUpdateSchema as replaceEmploymentBody } from '../../employees/employment-schema.ts';
export {
  employmentParams as replaceEmploymentParams,
  employmentView as replaceEmploymentResponse,
} from './employee-shapes.ts';
