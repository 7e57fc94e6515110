import type { Role } from '@lonsam/domain/privileges/roles';
import type { EmployerScope } from '../../lib/employer-scope.tsx';

/** What a role area's loader hands its layout: the scope every query of the area uses. */
export type AreaData = {
  scope: EmployerScope;
  role: Role;
  /** `/{employerId}`, `/{employerId}/manager` or `/{employerId}/user/{employmentId}`. */
  base: string;
};
