import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { PageLoader } from '../ui/page-loader.tsx';
import { createEmployerRoutes } from './employer-area/employer-routes.ts';
import { RouteErrorScreen } from './errors/route-error-screen.tsx';
import { RootErrorBoundary } from './routes/root-error-boundary.tsx';
import { RootLayout } from './routes/root-layout.tsx';

/**
 * Every page is its own lazily loaded chunk; the entry holds only the shell. Loaders prefetch into
 * the app's query client, so the route tree is made for one.
 */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      id: 'root',
      Component: RootLayout,
      ErrorBoundary: RootErrorBoundary,
      HydrateFallback: PageLoader,
      children: [
        {
          // Spec §4: every route but the public ones goes through the authentication guard.
          lazy: async () => ({
            Component: (await import('../features/auth/components/auth-guard.tsx')).AuthGuard,
          }),
          ErrorBoundary: RouteErrorScreen,
          children: [
            {
              index: true,
              lazy: async () => ({
                Component: (await import('../features/landing/routes/landing.tsx')).LandingRoute,
              }),
            },
            {
              path: 'landing',
              lazy: async () => ({
                Component: (await import('../features/landing/routes/landing.tsx')).LandingRoute,
              }),
            },
            {
              // The operator area; a missing id shows No tenant manager id.
              path: 'tenant-manager/:tenantManagerId?/*',
              lazy: async () => ({
                Component: (await import('../features/tenant-manager/routes/tenant-manager.tsx'))
                  .TenantManagerRoute,
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
        // Role areas (spec §2): the section registry builds the nested routes.
        createEmployerRoutes(queryClient),
        {
          // Login and cover layout: the sign-in and sign-up screens of later features go here too.
          lazy: async () => ({ Component: (await import('./layouts/login-layout.tsx')).LoginLayout }),
          children: [
            {
              path: 'login',
              lazy: async () => ({ Component: (await import('./routes/login-choice.tsx')).LoginChoiceRoute }),
            },
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
              path: 'reset-password/code/:codeActivationToken?',
              lazy: async () => ({
                Component: (await import('../features/auth/routes/reset-code.tsx')).ResetCodeRoute,
              }),
            },
          ],
        },
        {
          // Plays the user's BankID app against the built-in simulator (its API exists only outside production).
          path: 'dev/bankid',
          lazy: async () => ({
            Component: (await import('../features/bankid/routes/dev-bankid-route.tsx')).DevBankIdRoute,
          }),
        },
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

export function createAppRouter(queryClient: QueryClient): ReturnType<typeof createBrowserRouter> {
  return createBrowserRouter(createRoutes(queryClient));
}

export function AppRouter({ router }: { router: ReturnType<typeof createBrowserRouter> }) {
  return <RouterProvider router={router} />;
}
