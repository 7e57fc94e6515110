import { createContext, type ReactNode, useContext } from 'react';

/**
 * Who asks at an employer: the employer and the role (`Employer-Identity-Role`) the area acts in.
 * Every employer-scoped request sends this role, and every employer-scoped query key holds it, so
 * the admin's and the manager's answers are never the same cache entry.
 */
export type EmployerScope = { employerId: string; roleId: string };

/** `['employer', employerId, roleId]`: the start of every employer-scoped query key. */
export function employerScopeKey(scope: EmployerScope) {
  return ['employer', scope.employerId, scope.roleId] as const;
}

/** Every role's queries at the employer: a write refreshes what each role has cached. */
export function employerKey(employerId: string) {
  return ['employer', employerId] as const;
}

const EmployerScopeContext = createContext<EmployerScope | null>(null);

export function EmployerScopeProvider({ value, children }: { value: EmployerScope; children: ReactNode }) {
  return <EmployerScopeContext.Provider value={value}>{children}</EmployerScopeContext.Provider>;
}

/** The scope of the role area around the calling component; throws outside one. */
export function useEmployerScope(): EmployerScope {
  const scope = useContext(EmployerScopeContext);
  if (!scope) throw new Error('useEmployerScope outside a role area');
  return scope;
}
