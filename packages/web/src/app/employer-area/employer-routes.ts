import type { Role } from '@lonsam/domain/privileges/roles';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
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
    { path: ':employeeId', lazy: { Component: async () => (await employeeScreens()).EmployeeRoute } },
  ];
}

const myEmployeeRoutes: SectionRoutes = () => [
  { index: true, lazy: { Component: async () => (await employeeScreens()).MyEmployeeRoute } },
];

const settingsRoutes: SectionRoutes = () => [
  { index: true, lazy: { Component: async () => (await settingsScreens()).SettingsOverviewRoute } },
  { path: ':section', lazy: { Component: async () => (await settingsScreens()).SettingsSectionRoute } },
];

/** Sections that have screens; add payroll, events, reports and users here as they come. */
const SECTION_SCREENS: Readonly<Record<string, SectionScreens>> = {
  employees: { layout: employeesLayout, routes: employeeRegisterRoutes },
  team: { layout: employeesLayout, routes: employeeRegisterRoutes },
  me: { layout: employeesLayout, routes: myEmployeeRoutes },
  settings: { layout: async () => (await settingsScreens()).SettingsLayoutRoute, routes: settingsRoutes },
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
