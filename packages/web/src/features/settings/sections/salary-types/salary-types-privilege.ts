import type { PrivilegeId } from '@lonsam/domain/privileges/catalogue';

/** The spec has no salary-type privilege; lönetillägg's is the nearest (docs/settings.md, "Lönearter"). */
export const SALARY_TYPES_PRIVILEGE: PrivilegeId = 'TenantManagement.SalarySupplements';
