import {
  DEFAULT_FILE_FORMAT_SETTINGS,
  describeMissingForFormat,
  describeMissingIdentity,
  type FileFormatSettings,
  fileFormatSettingsSchema,
  findMissingSenderIdentities,
} from '@lonsam/domain/settings/file-format-settings';
import {
  DEFAULT_PAYOUT_SETTINGS,
  type PayoutSettings,
  payoutSettingsSchema,
} from '@lonsam/domain/settings/payout-settings';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { readSettingsDocument, registerSettingsDocumentRoutes } from '../settings/index.ts';

const PAYOUT = { section: 'payout', schema: payoutSettingsSchema, defaults: DEFAULT_PAYOUT_SETTINGS };
const FILE_FORMAT = {
  section: 'file-format',
  schema: fileFormatSettingsSchema,
  defaults: DEFAULT_FILE_FORMAT_SETTINGS,
};

export function readPayoutSettings(db: Kysely<Database>, employerId: string) {
  return readSettingsDocument(db, { employerId, ...PAYOUT });
}

export function readFileFormatSettings(db: Kysely<Database>, employerId: string) {
  return readSettingsDocument(db, { employerId, ...FILE_FORMAT });
}

/** Utbetalning may not drop a sender identity the stored file format is written with. */
async function checkPayout(trx: Kysely<Database>, payout: PayoutSettings, employerId: string) {
  const { value } = await readFileFormatSettings(trx, employerId);
  const missing = findMissingSenderIdentities(value.format, payout);
  if (missing.length === 0) return undefined;
  return Object.fromEntries(
    missing.map((identity) => [identity.path.join('.'), [describeMissingIdentity(identity, value.format)]]),
  );
}

/** Filformat may not choose a format whose sender identities Utbetalning lacks. */
async function checkFileFormat(trx: Kysely<Database>, fileFormat: FileFormatSettings, employerId: string) {
  const { value } = await readPayoutSettings(trx, employerId);
  const missing = findMissingSenderIdentities(fileFormat.format, value);
  return missing.length === 0 ? undefined : { format: [describeMissingForFormat(missing)] };
}

/**
 * GET/PUT /api/employer/:employerId/settings/payout (TenantManagement.PayoutSettings) and
 * /settings/file-format (TenantManagement.FileFormat). Each form reads the other's document only
 * through the check on save, so each GET needs only its own privilege.
 */
export const payoutSettingsRoutes: FastifyPluginAsync<{ db: Kysely<Database> }> = async (app, { db }) => {
  registerSettingsDocumentRoutes(app, {
    db,
    path: 'payout',
    privilege: 'TenantManagement.PayoutSettings',
    ...PAYOUT,
    check: checkPayout,
  });
  registerSettingsDocumentRoutes(app, {
    db,
    path: 'file-format',
    privilege: 'TenantManagement.FileFormat',
    ...FILE_FORMAT,
    check: checkFileFormat,
  });
};
