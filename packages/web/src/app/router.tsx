import { isUuid } from '@lonsam/domain/validation/identifier';
import { type ComponentType, lazy, Suspense } from 'react';
import {
  createBrowserRouter,
  type LoaderFunctionArgs,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { startPoke } from '../features/auth/api/poke.ts';
import { PageLoader } from '../ui/page-loader.tsx';
import { RouteErrorScreen } from './errors/route-error-screen.tsx';
import { RootErrorBoundary } from './routes/root-error-boundary.tsx';
import { RootLayout } from './routes/root-layout.tsx';

/**
 * A pathless layout route for everything but the sign-in page: the routes below it may use
 * TanStack Query (lib/app-query-client.ts) and validate with zod in Swedish.
 */
export function withAppServices(children: RouteObject[]): RouteObject {
  return {
    lazy: { Component: async () => (await import('./routes/with-app-services.tsx')).loadAppServices() },
    children,
  };
}

/** A component that loads its module when it first renders (and shows the loader meanwhile). */
function loadWhenRendered(load: () => Promise<ComponentType>): ComponentType {
  const Loaded = lazy(async () => ({ default: await load() }));
  return function WhenRendered() {
    return (
      <Suspense fallback={<PageLoader />}>
        <Loaded />
      </Suspense>
    );
  };
}

const AppServicesWhenRendered = loadWhenRendered(async () =>
  (await import('./routes/with-app-services.tsx')).loadAppServices(),
);
const LandingWhenRendered = loadWhenRendered(
  async () => (await import('../features/landing/routes/landing.tsx')).LandingRoute,
);

/**
 * The authentication guard as a layout route. Its loader starts the guard's poke at once, beside
 * the chunks and the role areas' loaders; the guard takes that answer when it renders. Staying on
 * the guard's routes does not poke again (the guard itself pokes again after a 403).
 */
export const authGuardRoute = {
  loader: ({ params }: LoaderFunctionArgs) => {
    // `/{not an employer id}/…` shows Fallback without the guard.
    if (params.employerId === undefined || isUuid(params.employerId)) startPoke();
    return null;
  },
  shouldRevalidate: () => false,
  lazy: async () => ({
    Component: (await import('../features/auth/components/auth-guard.tsx')).AuthGuard,
  }),
  ErrorBoundary: RouteErrorScreen,
} satisfies RouteObject;

/** Every page is its own lazily loaded chunk; the entry holds only the shell. */
export function createRoutes(): RouteObject[] {
  return [
    {
      id: 'root',
      Component: RootLayout,
      ErrorBoundary: RootErrorBoundary,
      HydrateFallback: PageLoader,
      children: [
        {
          // Spec §4: every route but the public ones goes through the authentication guard.
          ...authGuardRoute,
          children: [
            {
              // Not lazy routes but components that load when rendered: `/` matches the landing page,
              // and the router would load a lazy route's chunks (TanStack Query, zod) for a visitor
              // whom the guard then sends to /login without rendering them.
              Component: AppServicesWhenRendered,
              children: [
                { index: true, Component: LandingWhenRendered },
                { path: 'landing', Component: LandingWhenRendered },
                {
                  // The operator area; a missing id shows No tenant manager id.
                  path: 'tenant-manager/:tenantManagerId?/*',
                  lazy: async () => ({
                    Component: (await import('../features/tenant-manager/routes/tenant-manager.tsx'))
                      .TenantManagerRoute,
                  }),
                },
                {
                  // The signed-in person's own account: sign-in methods (issue 15).
                  path: 'account',
                  lazy: async () => ({
                    Component: (await import('./routes/account-route.tsx')).AccountRoute,
                  }),
                },
                {
                  path: 'add-company',
                  lazy: async () => ({
                    Component: (await import('../features/company/routes/add-company.tsx')).AddCompanyRoute,
                  }),
                },
              ],
            },
          ],
        },
        // Role areas (spec §2): the section registry adds `/{employerId}/…` on the first
        // navigation that needs it (patchEmployerRoutes).
        {
          // Login and cover layout: the sign-in and sign-up screens of later features go here too.
          lazy: async () => ({ Component: (await import('./layouts/login-layout.tsx')).LoginLayout }),
          children: [
            {
              path: 'login',
              lazy: async () => ({ Component: (await import('./routes/login-choice.tsx')).LoginChoiceRoute }),
            },
            // The first page of a visitor (the choice above) needs neither the query client nor zod; the forms do.
            withAppServices([
              {
                path: 'login/bankid',
                lazy: async () => ({
                  Component: (await import('../features/bankid/routes/bankid-sign-in-page.tsx'))
                    .LoginBankIdRoute,
                }),
              },
              {
                path: 'signup/bankid',
                lazy: async () => ({
                  Component: (await import('../features/bankid/routes/bankid-sign-in-page.tsx'))
                    .SignupBankIdRoute,
                }),
              },
              {
                path: 'login/email',
                lazy: async () => ({
                  Component: (await import('../features/auth/routes/login-email.tsx')).LoginEmailRoute,
                }),
              },
              {
                path: 'logout',
                lazy: async () => ({
                  Component: (await import('../features/auth/routes/logout.tsx')).LogoutRoute,
                }),
              },
              {
                path: 'signup',
                lazy: async () => ({
                  Component: (await import('../features/auth/routes/signup-choice.tsx')).SignupChoiceRoute,
                }),
              },
              {
                path: 'signup/email',
                lazy: async () => ({
                  Component: (await import('../features/auth/routes/signup-email.tsx')).SignupEmailRoute,
                }),
              },
              {
                path: 'reset-password',
                lazy: async () => ({
                  Component: (await import('../features/auth/routes/reset-password.tsx')).ResetPasswordRoute,
                }),
              },
              {
                path: 'invitation/:token',
                lazy: async () => ({
                  Component: (await import('../features/users/routes/invitation-page.tsx')).InvitationRoute,
                }),
              },
              {
                path: 'reset-password/code/:codeActivationToken?',
                lazy: async () => ({
                  Component: (await import('../features/auth/routes/reset-code.tsx')).ResetCodeRoute,
                }),
              },
            ]),
          ],
        },
        withAppServices([
          {
            // Plays the user's BankID app against the built-in simulator (its API exists only outside production).
            path: 'dev/bankid',
            lazy: async () => ({
              Component: (await import('../features/bankid/routes/dev-bankid-route.tsx')).DevBankIdRoute,
            }),
          },
        ]),
        {
          path: 'error',
          lazy: async () => ({ Component: (await import('./routes/error-page.tsx')).ErrorPageRoute }),
        },
        {
          path: '*',
          lazy: async () => ({ Component: (await import('../ui/not-found.tsx')).NotFoundRoute }),
        },
      ],
    },
  ];
}

/**
 * Lazy route discovery for the role areas: their section registry and the preload lists of its
 * screens were a third of the entry (#14), and a visitor of the sign-in page needs none of it. The
 * router asks this on every navigation that only a dynamic or splat route matches (so never for
 * `/` or `/login`); the first such one adds `/{employerId}/…` beside the routes above, and the
 * router matches again. One router, one patch: later calls find the routes in place.
 */
export function createEmployerRoutesPatcher(): PatchRoutesOnNavigationFunction {
  let routes: Promise<RouteObject> | null = null;
  let patched = false;
  return async ({ patch, signal }) => {
    if (patched) return;
    routes ??= import('./employer-area/employer-routes.ts').then(({ createEmployerRoutes }) =>
      createEmployerRoutes(authGuardRoute, withAppServices),
    );
    const employerRoutes = await routes;
    // An aborted navigation's patch is dropped by the router: leave it to the next one.
    if (patched || signal.aborted) return;
    patch('root', [employerRoutes]);
    patched = true;
  };
}

export function createAppRouter(): ReturnType<typeof createBrowserRouter> {
  return createBrowserRouter(createRoutes(), { patchRoutesOnNavigation: createEmployerRoutesPatcher() });
}

export function AppRouter({ router }: { router: ReturnType<typeof createBrowserRouter> }) {
  return <RouterProvider router={router} />;
}
