import type { PayoutSettingsInput } from '@lonsam/domain/settings/payout-settings';
import { payoutSettingsSchema } from '@lonsam/domain/settings/payout-settings';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { seedSettingsDocument } from '../settings/index.ts';

/**
 * A test company pays on the 25th from an SEB account; Bankgirot's identities are filled in too, so
 * that every file format can be tried. The numbers pass their checks but belong to no one real.
 */
export const DEMO_PAYOUT_SETTINGS: PayoutSettingsInput = {
  payDay: 25,
  salaryPeriod: 'current-month',
  variablePeriod: 'previous-month',
  // SEB 5000, account 1234560: type 1, mod 11 over clearing and account (kontonummer).
  account: { kind: 'bank-account', clearingNumber: '5000', accountNumber: '1234560' },
  // 991-2346 and 111111 are the sender bankgiro and customer number of Bankgirot's own example.
  senders: {
    bankgirotCustomerNumber: '111111',
    bankgiroNumber: '9912346',
    isoSenderId: null,
    isoSenderIdScheme: 'BANK',
  },
};

export async function insertDemoPayoutSettings(trx: Kysely<Database>, employerId: string): Promise<void> {
  await seedSettingsDocument(trx, {
    employerId,
    section: 'payout',
    schema: payoutSettingsSchema,
    value: DEMO_PAYOUT_SETTINGS,
  });
}
