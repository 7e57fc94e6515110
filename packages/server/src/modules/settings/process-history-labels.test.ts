import { OTHER_CHANGES_LABEL, summariseAuditChange } from '@lonsam/domain/audit/audit-action-labels';
import { DEFAULT_FILE_FORMAT_SETTINGS } from '@lonsam/domain/settings/file-format-settings';
import { DEFAULT_PAYOUT_SETTINGS } from '@lonsam/domain/settings/payout-settings';
import { describe, expect, it } from 'vitest';
import {
  CHART_OF_ACCOUNTS_SECTION,
  SOCIAL_FEE_LIABILITY_SECTION,
  VOUCHER_SERIES_SECTION,
} from '../accounting-settings/accounting-settings-routes.ts';
import {
  HOLIDAYS_SECTION,
  TIME_BANKS_SECTION,
  VACATION_SECTION,
} from '../calendar-settings/calendar-settings-routes.ts';
import {
  PENSION_SECTION,
  SALARY_SUPPLEMENTS_SECTION,
  STANDBY_SECTION,
  TRAVEL_ALLOWANCES_SECTION,
  TRAVEL_MILEAGE_SECTION,
} from '../compensation-settings/compensation-settings-routes.ts';
import { CUSTOM_FIELDS_SECTION } from '../custom-fields/custom-field-routes.ts';
import { EVENT_GROUPS_SECTION, EVENT_TEMPLATES_SECTION } from '../event-settings/index.ts';
import { COMPANY_ADDRESS_SECTION, COMPANY_INFO_SECTION } from './company-settings.ts';
import { listChanges } from './settings-document.ts';

// As payout-settings-routes.ts defines them (not exported there).
const PAYOUT_SECTION = { section: 'payout', defaults: DEFAULT_PAYOUT_SETTINGS };
const FILE_FORMAT_SECTION = { section: 'file-format', defaults: DEFAULT_FILE_FORMAT_SETTINGS };

const SECTIONS: { section: string; defaults: unknown }[] = [
  COMPANY_INFO_SECTION,
  COMPANY_ADDRESS_SECTION,
  PAYOUT_SECTION,
  FILE_FORMAT_SECTION,
  CHART_OF_ACCOUNTS_SECTION,
  SOCIAL_FEE_LIABILITY_SECTION,
  VOUCHER_SERIES_SECTION,
  SALARY_SUPPLEMENTS_SECTION,
  STANDBY_SECTION,
  HOLIDAYS_SECTION,
  VACATION_SECTION,
  TRAVEL_ALLOWANCES_SECTION,
  TRAVEL_MILEAGE_SECTION,
  PENSION_SECTION,
  TIME_BANKS_SECTION,
  CUSTOM_FIELDS_SECTION,
  EVENT_TEMPLATES_SECTION,
  EVENT_GROUPS_SECTION,
];

/** Every leaf of the value changed: text, a number, a flag, a list (emptied or given a row). */
function changed(value: unknown): unknown {
  if (typeof value === 'string') return `${value}-ny`;
  if (typeof value === 'number') return value + 1;
  if (typeof value === 'boolean') return !value;
  if (Array.isArray(value)) return value.length > 0 ? [] : [{ someKey: 'x' }];
  if (value === null || value === undefined) return 'ny';
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, changed(inner)]));
}

const DOTTED = /[A-Za-z]\.[A-Za-z]/;
const CAMEL_CASE = /\b[a-z]+[A-Z][A-Za-z]*\b/;

describe('the process history’s summary of a settings change', () => {
  it('names every changed field in Swedish or as "Övriga uppgifter ändrade", never by its key', () => {
    expect(new Set(SECTIONS.map((section) => section.section)).size).toBe(18);
    for (const section of SECTIONS) {
      // As updateSettingsDocument writes the event: the changed leaves by dotted path.
      const changes = listChanges(section.defaults, changed(section.defaults));
      expect(changes.length, section.section).toBeGreaterThan(0);
      const summary = summariseAuditChange(
        { section: section.section, ...Object.fromEntries(changes.map((c) => [c.path, c.before])) },
        { section: section.section, ...Object.fromEntries(changes.map((c) => [c.path, c.after])) },
      );
      expect.soft(summary, section.section).not.toMatch(DOTTED);
      expect.soft(summary, section.section).not.toMatch(CAMEL_CASE);
      expect.soft(summary, section.section).not.toMatch(/[{}"]/);
      // Today every field has its Swedish name: the generic phrase is for keys added later.
      expect.soft(summary, section.section).not.toContain(OTHER_CHANGES_LABEL);
    }
  });

  it('names a key it does not know "Övriga uppgifter ändrade", once', () => {
    expect(
      summariseAuditChange({ 'contact.email': 'a@b.se', fooBar: 1 }, { 'contact.email': null, fooBar: 2 }),
    ).toBe('Övriga uppgifter ändrade');
  });
});
