import { z } from 'zod';
import { isPrivilegeId } from '../../privileges/catalogue.ts';

export const privilegeGroupParams = z.object({ employerId: z.uuid() });
export const privilegeGroupItemParams = z.object({ employerId: z.uuid(), groupId: z.uuid() });

const groupPrivilege = z.object({
  id: z.string().refine(isPrivilegeId, 'Okänd behörighet'),
  writeAccess: z.boolean(),
});

/** POST (create) and PUT (change, with `version`) of a privilege group. */
export const privilegeGroupBody = z.object({
  name: z.string().trim().min(1, 'Ange ett namn').max(100, 'Högst 100 tecken'),
  description: z.string().trim().max(500, 'Högst 500 tecken').default(''),
  privileges: z.array(groupPrivilege).max(400),
  /** The roles (employer identity role ids) in the group. */
  memberRoleIds: z.array(z.uuid()).max(5000),
});
export const updatePrivilegeGroupBody = privilegeGroupBody.extend({ version: z.number().int() });
/** DELETE takes the version as a query parameter (no body on a DELETE). */
export const deletePrivilegeGroupQuery = z.object({ version: z.coerce.number().int() });

export const privilegeGroupView = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  privileges: z.array(z.object({ id: z.string(), writeAccess: z.boolean() })),
  memberRoleIds: z.array(z.uuid()),
  version: z.number().int(),
});
export type PrivilegeGroupView = z.infer<typeof privilegeGroupView>;

/** GET: the groups, the roles that may be members, and what the packaging lets each role hold. */
export const listPrivilegeGroupsResponse = z.object({
  groups: z.array(privilegeGroupView),
  roles: z.array(
    z.object({
      roleId: z.uuid(),
      role: z.enum(['admin', 'manager', 'user']),
      name: z.string(),
    }),
  ),
  /** Privileges the active packaging enables, per role: what a group can give at most. */
  packaging: z.object({
    admin: z.array(z.string()),
    manager: z.array(z.string()),
    user: z.array(z.string()),
  }),
});
export type PrivilegeGroupList = z.infer<typeof listPrivilegeGroupsResponse>;
export const privilegeGroupResponse = z.object({ group: privilegeGroupView });
