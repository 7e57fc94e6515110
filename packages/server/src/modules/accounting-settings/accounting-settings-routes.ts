import { chartOfAccountsSchema, defaultChartOfAccounts } from '@lonsam/domain/accounting/chart-of-accounts';
import {
  defaultSocialFeeLiability,
  socialFeeLiabilitySchema,
} from '@lonsam/domain/accounting/social-fee-liability';
import {
  defaultVoucherSeries,
  type VoucherSeries,
  validateNextVoucherNumber,
  voucherSeriesSchema,
} from '@lonsam/domain/accounting/voucher-series';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { highestVoucherNumber } from '../accounting/index.ts';
import { readSettingsDocument, registerSettingsDocumentRoutes } from '../settings/index.ts';

/** Kontoplan: the company's accounts and the account each salary-voucher role books to. */
export const CHART_OF_ACCOUNTS_SECTION = {
  section: 'chart-of-accounts',
  schema: chartOfAccountsSchema,
  defaults: defaultChartOfAccounts(),
};

/** Upplupna sociala avgifter: contributions accrued on the vacation liability. */
export const SOCIAL_FEE_LIABILITY_SECTION = {
  section: 'social-fee-liability',
  schema: socialFeeLiabilitySchema,
  defaults: defaultSocialFeeLiability(new Date().getFullYear()),
};

/** The highest voucher number used in a series: the salary vouchers' numbers (modules/accounting). */
const findHighestUsedVoucherNumber = highestVoucherNumber;

/** Verifikationsserier: the salary vouchers' series and next number, never below a number used. */
export const VOUCHER_SERIES_SECTION = {
  section: 'voucher-series',
  schema: voucherSeriesSchema,
  defaults: defaultVoucherSeries(),
  check: async (trx: Kysely<Database>, value: VoucherSeries, employerId: string) => {
    const highestUsed = await findHighestUsedVoucherNumber(trx, employerId, value.series);
    const message = validateNextVoucherNumber(value.nextNumber, highestUsed);
    return message ? { nextNumber: [message] } : undefined;
  },
};

/** GET/PUT /api/employer/:employerId/settings/{chart-of-accounts,social-fee-liability,voucher-series}. */
export const accountingSettingsRoutes: FastifyPluginAsync<{ db: Kysely<Database> }> = async (app, { db }) => {
  registerSettingsDocumentRoutes(app, {
    db,
    path: CHART_OF_ACCOUNTS_SECTION.section,
    privilege: 'TenantManagement.ChartOfAccounts',
    // The social-fee form shows the accounts its accrual books to, from the chart.
    readPrivileges: ['TenantManagement.SocialFeeLiability'],
    ...CHART_OF_ACCOUNTS_SECTION,
  });
  registerSettingsDocumentRoutes(app, {
    db,
    path: SOCIAL_FEE_LIABILITY_SECTION.section,
    privilege: 'TenantManagement.SocialFeeLiability',
    ...SOCIAL_FEE_LIABILITY_SECTION,
  });
  registerSettingsDocumentRoutes(app, {
    db,
    path: VOUCHER_SERIES_SECTION.section,
    privilege: 'TenantManagement.VoucherSeries',
    ...VOUCHER_SERIES_SECTION,
  });
};

/** The company's chart (its defaults before the first save): salary types and vouchers book by it. */
export function readChartOfAccounts(db: Kysely<Database>, employerId: string) {
  return readSettingsDocument(db, { employerId, ...CHART_OF_ACCOUNTS_SECTION });
}
