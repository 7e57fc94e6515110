import { z } from 'zod';
import { isPrivilegeId } from '../../privileges/catalogue.ts';

/** The longest a personal API token may live: a year; the form proposes 90 days. */
export const API_TOKEN_MAX_DAYS = 366;

export const apiTokenPrivilege = z.object({
  id: z.string().refine(isPrivilegeId, 'Okänd behörighet'),
  writeAccess: z.boolean().default(false),
});

/** POST /account/api-tokens. */
export const createApiTokenBody = z.object({
  name: z.string().trim().min(1, 'Ange ett namn').max(100, 'Högst 100 tecken'),
  /** The role (employer identity role) the token acts as; it names the company. */
  roleId: z.uuid(),
  /** The last day the token works (inclusive, Swedish time is not needed: the end of that UTC day). */
  expiresOn: z.iso.date({ error: 'Ange ett datum' }),
  privileges: z.array(apiTokenPrivilege).min(1, 'Välj minst en behörighet').max(400),
});

export const apiTokenView = z.object({
  id: z.uuid(),
  name: z.string(),
  employerId: z.uuid(),
  employerName: z.string(),
  role: z.enum(['admin', 'manager', 'user']),
  tokenPrefix: z.string(),
  privileges: z.array(z.object({ id: z.string(), writeAccess: z.boolean() })),
  expiresAt: z.string(),
  revokedAt: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
  lastUsedAddress: z.string().nullable(),
  createdAt: z.string(),
  version: z.number().int(),
});
export type ApiTokenView = z.infer<typeof apiTokenView>;

/** The token itself is in this answer only: it is stored hashed and can never be shown again. */
export const createApiTokenResponse = z.object({ token: z.string(), apiToken: apiTokenView });

export const listApiTokensResponse = z.object({ apiTokens: z.array(apiTokenView) });

export const apiTokenParams = z.object({ tokenId: z.uuid() });
export const revokeApiTokenBody = z.object({ version: z.number().int() });
export const revokeApiTokenResponse = z.object({ apiToken: apiTokenView });

/** GET /account/api-tokens/companies: where the person may make tokens, with what they hold there. */
export const apiTokenCompaniesResponse = z.object({
  companies: z.array(
    z.object({
      roleId: z.uuid(),
      employerId: z.uuid(),
      employerName: z.string(),
      role: z.enum(['admin', 'manager', 'user']),
      privileges: z.array(z.object({ id: z.string(), writeAccess: z.boolean() })),
    }),
  ),
});
export type ApiTokenCompanies = z.infer<typeof apiTokenCompaniesResponse>;
