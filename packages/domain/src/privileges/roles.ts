/** The three role areas per employer (spec §6), in the order of the role columns. */
export const ROLES = ['user', 'manager', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Readonly<Record<Role, string>> = {
  user: 'Anställd',
  manager: 'Chef',
  admin: 'Administratör',
};

type Capitalized<R extends Role> = Capitalize<R>;

/** `enabledUser`, `availableManager`, `activatedAdminAt`: the per-role field names of spec §3. */
export function roleFieldName<P extends 'enabled' | 'available', R extends Role>(
  prefix: P,
  role: R,
): `${P}${Capitalized<R>}` {
  return `${prefix}${role[0]!.toUpperCase()}${role.slice(1)}` as `${P}${Capitalized<R>}`;
}

export function activatedAtFieldName<R extends Role>(role: R): `activated${Capitalized<R>}At` {
  return `activated${role[0]!.toUpperCase()}${role.slice(1)}At` as `activated${Capitalized<R>}At`;
}

/** Role from the path after the employer id: `/user/...` user, `/manager/...` manager, else admin. */
export function roleFromPath(pathAfterEmployer: string): Role {
  const [first] = pathAfterEmployer.replace(/^\/+/, '').split('/');
  if (first === 'user') return 'user';
  if (first === 'manager') return 'manager';
  return 'admin';
}
