import { z } from 'zod';
import { findSenderBankgiro, type PayoutSettings } from './payout-settings.ts';

/**
 * The salary file formats the banks take (swedish-payroll.md §5.1): ISO 20022 pain.001.001.03 with
 * category purpose SALA, Bankgirot Löner (80-character records, §5.2) and Bankgirot
 * Leverantörsbetalningar with salary account records (LB, §5.3a).
 */
export const FILE_FORMATS = ['pain.001', 'bankgirot-loner', 'bankgirot-lb'] as const;
export type FileFormat = (typeof FILE_FORMATS)[number];

export const FILE_FORMAT_NAMES: Readonly<Record<FileFormat, string>> = {
  'pain.001': 'ISO 20022 pain.001',
  'bankgirot-loner': 'Bankgirot Löner',
  'bankgirot-lb': 'Bankgirot Leverantörsbetalningar (LB)',
};

/** The pain.001 versions (files/pain001 PAIN001_VERSIONS; not imported, to keep the XML builder out of the web). */
export const PAIN001_VERSION_CHOICES = ['pain.001.001.03', 'pain.001.001.09'] as const;

/** The settings document of the section 'file-format' (TenantManagement.FileFormat). */
export const fileFormatSettingsSchema = z.object({
  format: z.enum(FILE_FORMATS, { error: 'Välj ett filformat' }).default('pain.001'),
  /** Which pain.001 the bank takes (issue 19): most Swedish banks .03, newer MIGs .09. */
  pain001Version: z
    .enum(PAIN001_VERSION_CHOICES, { error: 'Välj version av pain.001' })
    .default('pain.001.001.03'),
});
export type FileFormatSettingsInput = z.input<typeof fileFormatSettingsSchema>;
export type FileFormatSettings = z.output<typeof fileFormatSettingsSchema>;

export const DEFAULT_FILE_FORMAT_SETTINGS: FileFormatSettings = fileFormatSettingsSchema.parse({});

/** A sender identity of the payout settings that a format cannot be written without. */
export interface MissingSenderIdentity {
  /** Path in the payout settings document. */
  path: readonly ['senders', 'bankgirotCustomerNumber' | 'bankgiroNumber'];
  /** What is missing, in Swedish: "kundnummer hos Bankgirot". */
  name: string;
}

const CUSTOMER_NUMBER: MissingSenderIdentity = {
  path: ['senders', 'bankgirotCustomerNumber'],
  name: 'kundnummer hos Bankgirot',
};
const SENDER_BANKGIRO: MissingSenderIdentity = {
  path: ['senders', 'bankgiroNumber'],
  name: 'bankgironummer',
};

/**
 * Löner's opening record carries the customer number and the sender bankgiro (§5.2), LB's the
 * sender bankgiro (§5.3); pain.001 falls back on the organisation number and needs nothing here.
 */
export function findMissingSenderIdentities(
  format: FileFormat,
  payout: PayoutSettings,
): MissingSenderIdentity[] {
  if (format === 'pain.001') return [];
  const missing: MissingSenderIdentity[] = [];
  if (format === 'bankgirot-loner' && !payout.senders.bankgirotCustomerNumber) missing.push(CUSTOMER_NUMBER);
  if (!findSenderBankgiro(payout)) missing.push(SENDER_BANKGIRO);
  return missing;
}

/** The field error on the missing identity, shown in Utbetalning: "Kundnummer hos Bankgirot krävs för Bankgirot Löner". */
export function describeMissingIdentity(identity: MissingSenderIdentity, format: FileFormat): string {
  const name = identity.name.charAt(0).toUpperCase() + identity.name.slice(1);
  return `${name} krävs för filformatet ${FILE_FORMAT_NAMES[format]}`;
}

/** The field error on the format, shown in Filformat: "Ange först kundnummer hos Bankgirot under Utbetalning". */
export function describeMissingForFormat(missing: readonly MissingSenderIdentity[]): string {
  const names = missing.map((identity) => identity.name);
  const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} och ${names.at(-1)}` : names[0];
  return `Ange först ${list} under Utbetalning`;
}
