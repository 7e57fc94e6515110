import { z } from 'zod';
import { USER_ROLES } from '../../users/user-rules.ts';
import { INVALID_EMAIL_MESSAGE, ROUGH_EMAIL_PATTERN } from '../../validation/email.ts';
import { INVALID_PERSONNUMMER_MESSAGE } from '../../validation/personnummer.ts';
import { employerParams } from '../employees/employee-shapes.ts';

export const usersParams = employerParams;
export const invitationParams = employerParams.extend({ invitationId: z.uuid() });
export const userRoleParams = employerParams.extend({ roleId: z.uuid() });

export const ROLE_REQUIRED_MESSAGE = 'Välj en roll';
export const EMPLOYMENT_REQUIRED_MESSAGE = 'Välj den anställning rollen hör till';

export const userRoleSchema = z.enum(USER_ROLES, { error: ROLE_REQUIRED_MESSAGE });
export const userStatusSchema = z.enum(['invited', 'active', 'revoked']);

/** One role a person holds at the company; a user role belongs to an employment, a manager has a team. */
export const userRoleView = z.object({
  roleId: z.string(),
  role: userRoleSchema,
  employmentId: z.string().nullable(),
  /** The employee the employment belongs to, for a user role. */
  employeeName: z.string().nullable(),
  /** A user role's employment, so that two employments of one person tell apart; null for other roles. */
  employment: z
    .object({
      startDate: z.string(),
      endDate: z.string().nullable(),
      position: z.string(),
      /**
       * `current` until its end date (Swedish time); `ended` after it while the role keeps its narrowed
       * access (the company's `endedEmploymentAccessMonths`); `accessExpired` once those months are past.
       */
      status: z.enum(['current', 'ended', 'accessExpired']),
    })
    .nullable(),
  /** For a manager: how many employments name this role as their manager. */
  teamSize: z.number(),
});

export const invitationView = z.object({
  id: z.string(),
  role: userRoleSchema,
  email: z.string().nullable(),
  /** Masked: the birth date only. */
  personnummer: z.string().nullable(),
  employmentId: z.string().nullable(),
  employeeName: z.string().nullable(),
  teamEmploymentIds: z.array(z.string()),
  status: z.enum(['invited', 'accepted', 'withdrawn']),
  expiresAt: z.string(),
  expired: z.boolean(),
  resentAt: z.string().nullable(),
  createdAt: z.string(),
  version: z.number(),
});
export type InvitationView = z.output<typeof invitationView>;

/** A row of the users table: a person with roles (or whose roles were revoked), or an open invitation. */
export const userView = z.object({
  key: z.string(),
  identityId: z.string().nullable(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  personnummer: z.string().nullable(),
  roles: z.array(userRoleView),
  invitation: invitationView.nullable(),
  lastSignInAt: z.string().nullable(),
  status: userStatusSchema,
});
export type UserView = z.output<typeof userView>;

const email = z
  .string({ error: INVALID_EMAIL_MESSAGE })
  .trim()
  .toLowerCase()
  .max(254, { error: INVALID_EMAIL_MESSAGE })
  .regex(ROUGH_EMAIL_PATTERN, { error: INVALID_EMAIL_MESSAGE });

const roleTarget = {
  role: userRoleSchema,
  /** Required for a user role: the employment whose payslips and balances it shows. */
  employmentId: z.uuid({ error: EMPLOYMENT_REQUIRED_MESSAGE }).nullish(),
  /** For a manager: employments that will name the new manager (the team). */
  teamEmploymentIds: z.array(z.uuid()).max(1000).optional(),
};

export const inviteUserBody = z
  .discriminatedUnion('method', [
    z.object({ method: z.literal('email'), email, ...roleTarget }),
    z.object({
      method: z.literal('personnummer'),
      personnummer: z.string({ error: INVALID_PERSONNUMMER_MESSAGE }).trim().min(10).max(13),
      ...roleTarget,
    }),
  ])
  .superRefine((value, context) => {
    if (value.role === 'user' && !value.employmentId)
      context.addIssue({ code: 'custom', path: ['employmentId'], message: EMPLOYMENT_REQUIRED_MESSAGE });
  });

export const invitationVersionBody = z.object({ version: z.number().int().min(1) });
