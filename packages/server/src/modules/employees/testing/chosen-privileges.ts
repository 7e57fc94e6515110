import type { PrivilegeSourceEntry } from '@lonsam/domain/privileges/access-check';
import type { PrivilegeId } from '@lonsam/domain/privileges/catalogue';
import type { Kysely } from 'kysely';
import type { App } from '../../../app.ts';
import type { Database } from '../../../db/schema.ts';
import { installEmployerScope } from '../../../http/employer-scope-guard.ts';
import { employeeRoutes } from '../employee-routes.ts';

/**
 * The employee routes once more under /api/test/employer/…, with the caller's role holding exactly
 * the privileges `granted()` names (read access, privilege-group mode): no standard packaging gives a
 * role e.g. the salary privilege without the overview, or the list without the names. `db()` is asked
 * per call, as the test database exists only once buildTestApp returns.
 */
export async function mountEmployeeRoutesWithPrivileges(
  app: App,
  db: () => Kysely<Database>,
  granted: () => readonly PrivilegeId[],
): Promise<void> {
  const late = new Proxy({} as Kysely<Database>, {
    get(_target, property) {
      const value = Reflect.get(db(), property, db());
      return typeof value === 'function' ? value.bind(db()) : value;
    },
  });
  // A second employer tree, its guard in privilege-group mode.
  await app.register(
    async (tree) => {
      installEmployerScope(tree, {
        db: late,
        loadPrivileges: async (): Promise<PrivilegeSourceEntry[]> =>
          granted().map((id) => ({ id, type: 'Enabled', writeAccess: false })),
      });
      await tree.register(employeeRoutes, { db: late });
    },
    { prefix: '/api/test' },
  );
}
