import {
  settingsDocumentBody,
  settingsDocumentResponse,
  settingsParams,
} from '@lonsam/domain/contracts/settings/settings-document';
import type { PrivilegeId } from '@lonsam/domain/privileges/catalogue';
import type { FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { requestAudit } from '../../audit/record-audit-event.ts';
import type { Database } from '../../db/schema.ts';
import {
  readSettingsDocument,
  type SettingsSectionDefinition,
  updateSettingsDocument,
} from './settings-document.ts';

export type SettingsDocumentRoutesOptions<Schema extends z.ZodType> = SettingsSectionDefinition<Schema> & {
  db: Kysely<Database>;
  /** The URL's last part: `payout` → /api/employer/:employerId/settings/payout. */
  path: string;
  /** Read access to it lets GET through, write access PUT. */
  privilege: PrivilegeId;
  /** Further privileges whose read access also lets GET through (a section of two privileges). */
  readPrivileges?: readonly PrivilegeId[];
  now?: () => Date;
};

// Fastify checks only the envelope; the value is checked by the use case, so field errors are keyed
// by the value's own path (`contact.email`, not `value.contact.email`) as the section's form names them.
const envelope = z.object({ version: z.number().int().min(0), value: z.unknown() });

// The answer is built by the use case from parsed values, and the defaults may be incomplete on
// purpose (no contact named yet, which a save must fill in): documented by the schema, not re-checked.
const serializeDocument = () => (data: unknown) => JSON.stringify(data);

/**
 * GET and PUT of one section's settings document, in the employer tree (call it inside a plugin
 * registered there): the privilege is checked by the tree's guard, the response and body are
 * documented with the section's schema. See docs/settings.md.
 */
export function registerSettingsDocumentRoutes<Schema extends z.ZodType>(
  app: FastifyInstance,
  options: SettingsDocumentRoutesOptions<Schema>,
): void {
  const { db, path, privilege, section, schema, defaults } = options;
  const url = `/employer/:employerId/settings/${path}`;
  const response = settingsDocumentResponse(schema);
  const tags = ['settings'];

  app.get(
    url,
    {
      config: {
        employerAccess: { privilege: [privilege, ...(options.readPrivileges ?? [])], access: 'read' },
      },
      schema: {
        summary: `Settings: ${section}`,
        tags,
        params: settingsParams,
        response: { 200: response },
      },
      serializerCompiler: serializeDocument,
    },
    async (request) =>
      readSettingsDocument(db, { employerId: request.employerScope!.employerId, section, schema, defaults }),
  );

  app.put(
    url,
    {
      config: { employerAccess: { privilege, access: 'write' } },
      schema: {
        summary: `Settings: save ${section} (whole value, with the version read)`,
        tags,
        params: settingsParams,
        body: settingsDocumentBody(schema),
        response: { 200: response },
      },
      serializerCompiler: serializeDocument,
      validatorCompiler: (route) =>
        validatorCompiler((route.httpPart === 'body' ? { ...route, schema: envelope } : route) as never),
    },
    async (request) => {
      const body = request.body as z.output<typeof envelope>;
      return updateSettingsDocument(db, {
        scope: request.employerScope!,
        audit: requestAudit(request),
        section,
        schema,
        defaults,
        check: options.check,
        version: body.version,
        value: body.value,
        now: options.now?.(),
      });
    },
  );
}
