import { describe, expect, it } from 'vitest';
import { AREA_SECTIONS } from './role-navigation.ts';

const reportSection = AREA_SECTIONS.user.find((section) => section.path === 'report');

describe('the employee area', () => {
  // An employee who may report only trips (a packaging with TravelAndExpense) or only balances
  // must still reach Rapportera: each report kind opens the section on its own.
  it.each([
    'Employee.Events.Report.Absence',
    'Employee.Events.Report.Transactions',
    'Employee.Events.Report.Travel',
    'Employee.Events.Report.Balances',
    'Employee.Events.Report.ReadyMarker',
  ] as const)('lists Rapportera for a role holding only %s', (privilege) => {
    expect(reportSection?.privilege).toContain(privilege);
  });
});

describe('the manager area', () => {
  // A manager with PayoutInsight but no approval privilege reaches the team's payouts from here
  // (issue 19), not only through Lönegranskning.
  it('lists Utbetalningar for a role holding PayoutInsight', () => {
    expect(AREA_SECTIONS.manager).toContainEqual({
      path: 'payouts',
      labelKey: 'area.sections.payouts',
      privilege: ['ReportingAndCompliance.PayoutInsight'],
    });
  });
});
