export {
  companyInfoParams as getCompanyInfoParams,
  companyInfoResponse as getCompanyInfoResponse,
} from './company-info.ts';
