import type { Role } from '@lonsam/domain/privileges/roles';
import type { ComponentType } from 'react';
import type { RouteObject, ShouldRevalidateFunction } from 'react-router';
import { AREA_SECTIONS } from '../../features/roles/components/role-navigation.ts';
import { PageLoader } from '../../ui/page-loader.tsx';
import type { ChromeHandle } from '../routes/root-layout.tsx';

/*
 * The section registry: the router owns `/{employerId}/…` (admin), `/{employerId}/manager/…` and
 * `/{employerId}/user/{employmentId}/…` as nested lazy routes built from each role's sections
 * (features/roles/components/role-navigation.ts). A section with screens names its child routes
 * here; the others show their title and "coming". Loaders, layout and screens are lazy chunks
 * (object-form `lazy`: a loader's small chunk loads beside its component's, and the loader starts
 * as soon as it is in), so this file adds only the table to the entry.
 */

const loaders = () => import('./loaders.ts');
const areaLayout = () => import('./role-area-layout.tsx');
const employeeScreens = () => import('../../features/employees/routes/employee-routes.tsx');
const settingsScreens = () => import('../../features/settings/routes/settings-routes.tsx');
const reportScreens = () => import('../../features/events/routes/report-routes.tsx');
const attestationScreens = () => import('../../features/events/routes/attestation-routes.tsx');
const eventListScreens = () => import('../../features/events/routes/event-list-routes.tsx');
const payslipScreens = () => import('../../features/payslips/routes/payslip-routes.tsx');
const balanceScreens = () => import('../../features/balances/routes/balance-routes.tsx');
const payrollScreens = () => import('../../features/payroll/routes/payroll-routes.tsx');
const runPayslipScreen = () => import('./run-payslip-route.tsx');
// The employee page with the balances tab (employees and balances meet in app/).
const employeeScreen = () => import('./employee-route.tsx');
const userScreens = () => import('../../features/users/routes/user-routes.tsx');
const adminReportScreens = () => import('../../features/reports/routes/report-routes.tsx');
const bankFileScreens = () => import('../../features/bank-files/routes/bank-file-routes.tsx');
const monthlyReportScreens = () => import('../../features/reports/routes/report-screens.tsx');
// The same module as the router's own unmatched route (one chunk).
const notFound = () => import('../../ui/not-found.tsx');

type SectionRoutes = (role: Role) => RouteObject[];
/** A section's screens: its child routes inside its own frame (layout). */
type SectionScreens = { layout: () => Promise<ComponentType>; routes: SectionRoutes };

const employeesLayout = async () => (await employeeScreens()).EmployeesSectionLayout;

function employeeRegisterRoutes(role: Role): RouteObject[] {
  return [
    {
      index: true,
      lazy: {
        loader: async () => (await loaders()).createEmployeeListLoader(role),
        Component: async () => (await employeeScreens()).EmployeeListRoute,
      },
    },
    { path: 'new', lazy: { Component: async () => (await employeeScreens()).CreateEmployeeRoute } },
    { path: 'import', lazy: { Component: async () => (await employeeScreens()).ImportEmployeesRoute } },
    {
      path: ':employeeId',
      lazy: { Component: async () => (await employeeScreen()).EmployeeWithBalancesRoute },
    },
  ];
}

const myEmployeeRoutes: SectionRoutes = () => [
  { index: true, lazy: { Component: async () => (await employeeScreens()).MyEmployeeRoute } },
];

const settingsRoutes: SectionRoutes = () => [
  { index: true, lazy: { Component: async () => (await settingsScreens()).SettingsOverviewRoute } },
  { path: ':section', lazy: { Component: async () => (await settingsScreens()).SettingsSectionRoute } },
];

const attestationRoutes: SectionRoutes = (role) => [
  {
    index: true,
    lazy: {
      loader: async () => (await loaders()).createAttestationLoader(role),
      Component: async () => (await attestationScreens()).AttestationRoute,
    },
  },
  {
    path: 'report/:reportEmploymentId',
    lazy: { Component: async () => (await attestationScreens()).AttestationReportRoute },
  },
];

const eventListRoutes: SectionRoutes = (role) => [
  {
    index: true,
    lazy: {
      loader: async () => (await loaders()).createEventListLoader(role),
      Component: async () => (await eventListScreens()).EventListRoute,
    },
  },
  {
    path: 'report/:reportEmploymentId',
    lazy: { Component: async () => (await eventListScreens()).EventListReportRoute },
  },
];

const balanceRoutes: SectionRoutes = () => [
  { index: true, lazy: { Component: async () => (await balanceScreens()).BalancesRoute } },
];

const vacationBalanceRoutes: SectionRoutes = () => [
  { index: true, lazy: { Component: async () => (await balanceScreens()).VacationBalancesRoute } },
];

const payslipRoutes: SectionRoutes = () => [
  { index: true, lazy: { Component: async () => (await payslipScreens()).PayslipListRoute } },
  { path: ':payslipId', lazy: { Component: async () => (await payslipScreens()).PayslipRoute } },
];

// The payroll pages keep their filter, sort and page in the address: changing those asks the
// loader nothing (the page's own query already has the data), so a checkbox reacts at once.
const onNewPathOnly: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;

// A run's payslip is the payslips feature's screen, wired here (a feature imports no other feature).
const runPayslipRoute: RouteObject = {
  path: ':runId/payslips/:payslipId',
  lazy: { Component: async () => (await runPayslipScreen()).RunPayslipRoute },
};

const payrollRoutes: SectionRoutes = (role) => [
  {
    index: true,
    lazy: {
      loader: async () => (await loaders()).createPayrollRunsLoader(role),
      Component: async () => (await payrollScreens()).PayrollListRoute,
    },
    shouldRevalidate: onNewPathOnly,
  },
  { path: 'new', lazy: { Component: async () => (await payrollScreens()).CreateRunRoute } },
  {
    path: ':runId',
    lazy: {
      loader: async () => (await loaders()).createPayrollRunLoader(role),
      Component: async () => (await payrollScreens()).RunRoute,
    },
    shouldRevalidate: onNewPathOnly,
  },
  runPayslipRoute,
  // A run's payout and payment files: the bank-files feature's screen inside the payroll section.
  { path: ':runId/payout', lazy: { Component: async () => (await bankFileScreens()).PayoutRoute } },
];

const approvalRoutes: SectionRoutes = (role) => [
  {
    index: true,
    lazy: {
      loader: async () => (await loaders()).createPayrollRunsLoader(role),
      Component: async () => (await payrollScreens()).ApprovalListRoute,
    },
    shouldRevalidate: onNewPathOnly,
  },
  {
    path: ':runId',
    lazy: {
      loader: async () => (await loaders()).createPayrollRunLoader(role),
      Component: async () => (await payrollScreens()).ApprovalRunRoute,
    },
    shouldRevalidate: onNewPathOnly,
  },
  // A manager with PayoutInsight: the completed run's payout of their own team (issue 19).
  { path: ':runId/payout', lazy: { Component: async () => (await bankFileScreens()).PayoutRoute } },
  runPayslipRoute,
];

// A manager with PayoutInsight: the completed runs that paid the team, each run's team payout.
const payoutRoutes: SectionRoutes = () => [
  { index: true, lazy: { Component: async () => (await bankFileScreens()).PayoutListRoute } },
  { path: ':runId', lazy: { Component: async () => (await bankFileScreens()).TeamPayoutRoute } },
];

const reportRoutes: SectionRoutes = () => [
  { index: true, lazy: { Component: async () => (await reportScreens()).ReportRoute } },
];

// The admin's reports: an index of links, each report a child route (reports/agi).
const adminReportRoutes: SectionRoutes = () => [
  { index: true, lazy: { Component: async () => (await adminReportScreens()).ReportIndexRoute } },
  { path: 'agi', lazy: { Component: async () => (await adminReportScreens()).AgiRoute } },
  // The monthly reports (issue 21): filters in the address, a table, CSV; SIE for the bookkeeping.
  { path: 'journal', lazy: { Component: async () => (await monthlyReportScreens()).JournalRoute } },
  { path: 'taxes', lazy: { Component: async () => (await monthlyReportScreens()).TaxesRoute } },
  { path: 'cost', lazy: { Component: async () => (await monthlyReportScreens()).CostRoute } },
  { path: 'statistics', lazy: { Component: async () => (await monthlyReportScreens()).StatisticsRoute } },
  { path: 'sie', lazy: { Component: async () => (await monthlyReportScreens()).SieRoute } },
  { path: 'export', lazy: { Component: async () => (await monthlyReportScreens()).ExportRoute } },
  { path: 'pay-debt', lazy: { Component: async () => (await monthlyReportScreens()).PayDebtRoute } },
  { path: 'pension', lazy: { Component: async () => (await monthlyReportScreens()).PensionRoute } },
  {
    path: 'vacation-liability',
    lazy: { Component: async () => (await monthlyReportScreens()).VacationLiabilityRoute },
  },
  // The 12-month comparisons (Analytics.Advanced), the company's, as the manager's Analys has them.
  { path: 'comparison', lazy: { Component: async () => (await monthlyReportScreens()).ComparisonRoute } },
];

// The manager's "Analys": the cost and headcount views and the comparisons, limited to the team.
const analyticsRoutes: SectionRoutes = () => [
  { index: true, lazy: { Component: async () => (await monthlyReportScreens()).AnalyticsCostRoute } },
  {
    path: 'statistics',
    lazy: { Component: async () => (await monthlyReportScreens()).AnalyticsStatisticsRoute },
  },
  // The 12-month comparisons (Analytics.Advanced).
  {
    path: 'comparison',
    lazy: { Component: async () => (await monthlyReportScreens()).AnalyticsComparisonRoute },
  },
];

const userRoutes: SectionRoutes = () => [
  { index: true, lazy: { Component: async () => (await userScreens()).UsersRoute } },
];

/** Sections that have screens; add payroll, events, reports and users here as they come. */
const SECTION_SCREENS: Readonly<Record<string, SectionScreens>> = {
  employees: { layout: employeesLayout, routes: employeeRegisterRoutes },
  team: { layout: employeesLayout, routes: employeeRegisterRoutes },
  me: { layout: employeesLayout, routes: myEmployeeRoutes },
  settings: { layout: async () => (await settingsScreens()).SettingsLayoutRoute, routes: settingsRoutes },
  report: { layout: async () => (await reportScreens()).ReportSectionLayout, routes: reportRoutes },
  attestation: {
    layout: async () => (await attestationScreens()).AttestationSectionLayout,
    routes: attestationRoutes,
  },
  events: { layout: async () => (await eventListScreens()).EventListSectionLayout, routes: eventListRoutes },
  payslips: { layout: async () => (await payslipScreens()).PayslipsSectionLayout, routes: payslipRoutes },
  balances: { layout: async () => (await balanceScreens()).BalancesSectionLayout, routes: balanceRoutes },
  'vacation-balances': {
    layout: async () => (await balanceScreens()).BalancesSectionLayout,
    routes: vacationBalanceRoutes,
  },
  payroll: { layout: async () => (await payrollScreens()).PayrollSectionLayout, routes: payrollRoutes },
  approval: { layout: async () => (await payrollScreens()).PayrollSectionLayout, routes: approvalRoutes },
  users: { layout: async () => (await userScreens()).UsersSectionLayout, routes: userRoutes },
  reports: {
    layout: async () => (await adminReportScreens()).ReportsSectionLayout,
    routes: adminReportRoutes,
  },
  analytics: {
    layout: async () => (await monthlyReportScreens()).AnalyticsSectionLayout,
    routes: analyticsRoutes,
  },
  payouts: { layout: async () => (await bankFileScreens()).PayoutsSectionLayout, routes: payoutRoutes },
};

function areaRoutes(role: Role): RouteObject[] {
  const startPage = async () => (await import('./start-pages.tsx')).StartPageRoute;
  const sections = AREA_SECTIONS[role]
    .filter((section) => section.path !== '')
    .map((section): RouteObject => {
      const screens = SECTION_SCREENS[section.path];
      return {
        // A section without screens answers for anything below it too.
        path: screens ? section.path : `${section.path}/*`,
        handle: { section },
        lazy: { Component: async () => (await areaLayout()).SectionRoute },
        children: screens && [{ lazy: { Component: screens.layout }, children: screens.routes(role) }],
      };
    });
  // An unknown address inside the area says so, in the area's frame, with a link to its start page.
  return [
    {
      index: true,
      lazy: { loader: async () => (await loaders()).createStartPageLoader(role), Component: startPage },
    },
    ...sections,
    { path: '*', lazy: { Component: async () => (await notFound()).CompanyNotFoundRoute } },
  ];
}

function area(role: Role): Omit<RouteObject, 'index'> & { index?: false } {
  return {
    lazy: {
      loader: async () => (await loaders()).createAreaLoader(role),
      Component: async () => (await areaLayout()).RoleAreaLayout,
    },
    children: areaRoutes(role),
  };
}

/**
 * `/{employerId}/…`: the three role areas behind the authentication guard, inside
 * `withAppServices` (the router's layout route with the query client and zod's Swedish messages).
 */
export function createEmployerRoutes(
  authGuardRoute: Omit<RouteObject, 'index' | 'children'>,
  withAppServices: (children: RouteObject[]) => RouteObject,
): RouteObject {
  return {
    // Only employer ids (UUIDs); any other first segment shows the not-found page.
    path: ':employerId',
    handle: { hasOwnHeader: true } satisfies ChromeHandle,
    lazy: async () => ({
      Component: (await import('../../features/roles/routes/employer-path.tsx')).EmployerPathRoute,
    }),
    children: [
      {
        ...authGuardRoute,
        children: [
          withAppServices([
            { id: 'area-admin', ...area('admin') },
            { path: 'manager', ...area('manager') },
            {
              path: 'user',
              children: [
                {
                  index: true,
                  lazy: { loader: async () => (await loaders()).createUserAreaRedirect() },
                  Component: PageLoader,
                },
                { path: ':employmentId', ...area('user') },
              ],
            },
          ]),
        ],
      },
    ],
  };
}
