import { expect, test } from 'vitest';
import { privilegeUpdateSchema, tenantActivationSchema } from './tenant-manager.ts';

function messagesOf(result: { error?: { issues: { message: string; path: PropertyKey[] }[] } }) {
  return (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

test('privilege update: booleans or null per role', () => {
  const update = { id: 'Employee.Register', enabledAdmin: true, enabledManager: null, enabledUser: null };
  expect(privilegeUpdateSchema.parse(update)).toEqual(update);
  expect(privilegeUpdateSchema.safeParse({ ...update, enabledAdmin: undefined }).success).toBe(false);
  expect(privilegeUpdateSchema.safeParse({ ...update, enabledAdmin: 'yes' }).success).toBe(false);
  expect(messagesOf(privilegeUpdateSchema.safeParse({ ...update, id: 'Employee' }))).toEqual([
    'id: Okänd behörighet',
  ]);
});

test('privilege update: roles the system privilege does not support', () => {
  expect(
    messagesOf(
      privilegeUpdateSchema.safeParse({
        id: 'SupportAccess',
        enabledAdmin: true,
        enabledManager: false,
        enabledUser: true,
      }),
    ),
  ).toEqual([
    'enabledUser: System privilege does not support user-role',
    'enabledManager: System privilege does not support manager-role',
  ]);
});

test('tenant activation', () => {
  const body = { employerPublicId: '0f8fad5b-d9cb-469f-a165-70867728950e', packagingId: 'plus' };
  expect(tenantActivationSchema.parse(body)).toEqual(body);
  expect(messagesOf(tenantActivationSchema.safeParse({ ...body, employerPublicId: '42' }))).toEqual([
    'employerPublicId: Ogiltigt id',
  ]);
  expect(messagesOf(tenantActivationSchema.safeParse({ ...body, packagingId: ' ' }))).toEqual([
    'packagingId: Välj en paketering',
  ]);
});
