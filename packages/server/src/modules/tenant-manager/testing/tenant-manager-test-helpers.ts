import type { App } from '../../../app.ts';
import { logIn } from '../../auth/testing/auth-test-helpers.ts';
import type { SignedIn } from '../../employer/testing/employer-test-helpers.ts';

export const OPERATOR_ENV = {
  OPERATOR_EMAIL: 'drift@lonsam.test',
  OPERATOR_PASSWORD: 'ett långt driftlösenord',
};

/** Signs the seeded operator in (the test app was built with OPERATOR_ENV). */
export async function logInOperator(app: App): Promise<SignedIn & { tenantManagerId: string }> {
  const { cookie, token } = await logIn(app, OPERATOR_ENV.OPERATOR_EMAIL, OPERATOR_ENV.OPERATOR_PASSWORD);
  if (!cookie || !token) throw new Error('the seeded operator could not sign in');
  const entry = await app.inject({ method: 'GET', url: '/api/entry', headers: { cookie } });
  const [tenantManagerId] = entry.json().tenantManagerIds as string[];
  if (!tenantManagerId) throw new Error('the seeded operator manages no tenant manager');
  return { cookie, token, tenantManagerId };
}
