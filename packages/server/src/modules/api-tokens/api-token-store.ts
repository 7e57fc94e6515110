import { createHash, randomBytes } from 'node:crypto';
import type { ApiTokenView } from '@lonsam/domain/contracts/api-tokens/api-tokens';
import { getAccess } from '@lonsam/domain/privileges/access-check';
import { describeGrants, type GrantedPrivilege } from '@lonsam/domain/privileges/privilege-groups';
import type { Kysely } from 'kysely';
import { resolveEmployerScope } from '../../access/employer-scope.ts';
import { type AuditContext, recordAuditEvent } from '../../audit/record-audit-event.ts';
import type { Database } from '../../db/schema.ts';
import { withTransaction } from '../../db/with-transaction.ts';
import { AppError } from '../../errors/app-error.ts';

/** `lonsam_` and 32 random bytes (256 bits) in base64url: the prefix lets secret scanners find it. */
export function generateApiToken(): string {
  return `lonsam_${randomBytes(32).toString('base64url')}`;
}

/**
 * SHA-256, not Argon2: a token is 256 random bits, so there is nothing to guess that a slow hash
 * would protect (Argon2 exists for low-entropy passwords), and every API request must look its token
 * up by the hash in one indexed read instead of spending 20 MiB and tens of milliseconds on it.
 */
export function hashApiToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

type TokenRow = {
  id: string;
  name: string;
  employer_id: string;
  employer_name: string;
  role: 'admin' | 'manager' | 'user';
  token_prefix: string;
  privileges: GrantedPrivilege[] | string;
  expires_at: Date;
  revoked_at: Date | null;
  last_used_at: Date | null;
  last_used_address: string | null;
  created_at: Date;
  version: number;
};

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

function toView(row: TokenRow): ApiTokenView {
  return {
    id: row.id,
    name: row.name,
    employerId: row.employer_id,
    employerName: row.employer_name,
    role: row.role,
    tokenPrefix: row.token_prefix,
    privileges: typeof row.privileges === 'string' ? JSON.parse(row.privileges) : row.privileges,
    expiresAt: iso(row.expires_at)!,
    revokedAt: iso(row.revoked_at),
    lastUsedAt: iso(row.last_used_at),
    lastUsedAddress: row.last_used_address,
    createdAt: iso(row.created_at)!,
    version: row.version,
  };
}

function selectTokens(db: Kysely<Database>) {
  return db
    .selectFrom('api_token as t')
    .innerJoin('employer as e', 'e.id', 't.employer_id')
    .innerJoin('employer_identity_role as r', 'r.id', 't.employer_identity_role_id')
    .select([
      't.id',
      't.name',
      't.employer_id',
      'e.name as employer_name',
      'r.role',
      't.token_prefix',
      't.privileges',
      't.expires_at',
      't.revoked_at',
      't.last_used_at',
      't.last_used_address',
      't.created_at',
      't.version',
    ]);
}

export async function listApiTokens(db: Kysely<Database>, identityId: string): Promise<ApiTokenView[]> {
  const rows = await selectTokens(db)
    .where('t.identity_id', '=', identityId)
    .orderBy('t.created_at', 'desc')
    .execute();
  return rows.map((row) => toView(row as TokenRow));
}

/** The companies (roles) where the person holds Me.ApiAccess, with every privilege they hold there. */
export async function listTokenCompanies(db: Kysely<Database>, identityId: string, now: Date) {
  const roles = await db
    .selectFrom('employer_identity_role as r')
    .innerJoin('employer as e', 'e.id', 'r.employer_id')
    .select(['r.id', 'r.role', 'r.employer_id', 'e.name'])
    .where('r.identity_id', '=', identityId)
    .orderBy('e.name')
    .orderBy('r.role')
    .execute();
  const companies = [];
  for (const role of roles) {
    const privileges = await heldPrivileges(db, {
      identityId,
      employerId: role.employer_id,
      roleId: role.id,
      now,
    });
    if (!privileges?.some((privilege) => privilege.id === 'Me.ApiAccess')) continue;
    companies.push({
      roleId: role.id,
      employerId: role.employer_id,
      employerName: role.name,
      role: role.role,
      privileges,
    });
  }
  return companies;
}

/** What the role holds now, as `{id, writeAccess}`; undefined when it is not the person's role. */
async function heldPrivileges(
  db: Kysely<Database>,
  input: { identityId: string; employerId: string; roleId: string; now: Date },
): Promise<GrantedPrivilege[] | undefined> {
  try {
    const scope = await resolveEmployerScope(db, input);
    const ids = [...new Set(scope.privileges.map((entry) => entry.id))];
    return ids
      .map((id) => ({ id, access: getAccess(scope.privileges, id) }))
      .filter(({ access }) => access !== 'none')
      .map(({ id, access }) => ({ id, writeAccess: access === 'write' }));
  } catch (error) {
    if (error instanceof AppError && error.code === 'EMPLOYER_ROLE_FORBIDDEN') return undefined;
    throw error;
  }
}

export type CreateApiTokenInput = {
  name: string;
  roleId: string;
  expiresOn: string;
  privileges: GrantedPrivilege[];
};

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Makes a token for one of the person's roles. Needs Me.ApiAccess there; every privilege asked for
 * must be held by the role now (write only where the role may write). Audited without the token.
 */
export async function createApiToken(
  db: Kysely<Database>,
  audit: AuditContext & { actorIdentityId: string },
  input: CreateApiTokenInput,
  now: Date,
  maxDays: number,
): Promise<{ token: string; apiToken: ApiTokenView }> {
  const identityId = audit.actorIdentityId;
  const role = await db
    .selectFrom('employer_identity_role')
    .select(['id', 'employer_id'])
    .where('id', '=', input.roleId)
    .where('identity_id', '=', identityId)
    .executeTakeFirst();
  const held =
    role && (await heldPrivileges(db, { identityId, employerId: role.employer_id, roleId: role.id, now }));
  if (!role || !held)
    throw new AppError({ status: 404, code: 'ROLE_NOT_FOUND', detail: 'No such role of yours.' });
  if (!held.some((privilege) => privilege.id === 'Me.ApiAccess'))
    throw new AppError({ status: 403, code: 'PRIVILEGE_MISSING', detail: 'The role lacks Me.ApiAccess.' });
  const expiresAt = new Date(`${input.expiresOn}T23:59:59.999Z`);
  if (expiresAt.getTime() <= now.getTime() || expiresAt.getTime() - now.getTime() > maxDays * DAY_MS) {
    throw validation({ expiresOn: [`Välj ett datum från i dag till högst ${maxDays} dagar fram`] });
  }
  const heldById = new Map(held.map((privilege) => [privilege.id, privilege.writeAccess]));
  const privileges = dedupe(input.privileges);
  const notHeld = privileges.filter(
    ({ id, writeAccess }) => !heldById.has(id) || (writeAccess && !heldById.get(id)),
  );
  if (notHeld.length > 0) throw validation({ privileges: ['Nyckeln kan bara få behörigheter du själv har'] });

  const token = generateApiToken();
  return withTransaction(db, async (trx) => {
    const inserted = await trx
      .insertInto('api_token')
      .values({
        identity_id: identityId,
        employer_id: role.employer_id,
        employer_identity_role_id: role.id,
        name: input.name,
        token_hash: hashApiToken(token),
        token_prefix: token.slice(0, 12),
        privileges: JSON.stringify(privileges),
        expires_at: expiresAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const row = await selectTokens(trx).where('t.id', '=', inserted.id).executeTakeFirstOrThrow();
    const view = toView(row as TokenRow);
    await recordAuditEvent(trx, audit, {
      action: 'api-token.created',
      entityType: 'api_token',
      entityId: view.id,
      employerId: view.employerId,
      before: null,
      after: {
        name: view.name,
        expiresAt: view.expiresAt,
        privileges: describeGrants(view.privileges),
        tokenPrefix: view.tokenPrefix,
      },
    });
    return { token, apiToken: view };
  });
}

/** Revokes one of the person's tokens at once (the next request with it gets 401). */
export async function revokeApiToken(
  db: Kysely<Database>,
  audit: AuditContext & { actorIdentityId: string },
  tokenId: string,
  version: number,
  now: Date,
): Promise<ApiTokenView> {
  return withTransaction(db, async (trx) => {
    const current = await selectTokens(trx)
      .where('t.id', '=', tokenId)
      .where('t.identity_id', '=', audit.actorIdentityId)
      .executeTakeFirst();
    if (!current)
      throw new AppError({ status: 404, code: 'API_TOKEN_NOT_FOUND', detail: 'No such token of yours.' });
    const before = toView(current as TokenRow);
    if (before.version !== version) {
      throw new AppError({
        status: 409,
        code: 'VERSION_CONFLICT',
        detail: 'The token changed after you read it.',
        extensions: { current: before },
      });
    }
    if (before.revokedAt) return before;
    await trx
      .updateTable('api_token')
      .set({ revoked_at: now, version: version + 1 })
      .where('id', '=', tokenId)
      .execute();
    const after = toView(
      (await selectTokens(trx).where('t.id', '=', tokenId).executeTakeFirstOrThrow()) as TokenRow,
    );
    await recordAuditEvent(trx, audit, {
      action: 'api-token.revoked',
      entityType: 'api_token',
      entityId: tokenId,
      employerId: after.employerId,
      before: { name: before.name, revokedAt: null },
      after: { name: after.name, revokedAt: after.revokedAt },
    });
    return after;
  });
}

function dedupe(privileges: GrantedPrivilege[]): GrantedPrivilege[] {
  const byId = new Map<string, boolean>();
  for (const { id, writeAccess } of privileges) byId.set(id, (byId.get(id) ?? false) || writeAccess);
  return [...byId].map(([id, writeAccess]) => ({ id, writeAccess }));
}

function validation(fieldErrors: Record<string, string[]>): AppError {
  return new AppError({ status: 400, code: 'VALIDATION_FAILED', detail: 'See errors.', fieldErrors });
}
