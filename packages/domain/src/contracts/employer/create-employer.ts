/** POST /employer: the new company's id and the creator's admin role there. */
export {
  companyCreatedSchema as createEmployerResponse,
  createNewCompanySchema as createEmployerBody,
} from '../../schemas/new-company.ts';
