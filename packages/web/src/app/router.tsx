import { createBrowserRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { PageLoader } from '../ui/page-loader.tsx';
import { RootErrorBoundary } from './routes/root-error-boundary.tsx';
import { RootLayout } from './routes/root-layout.tsx';

// Every page is its own lazily loaded chunk; the entry holds only the shell.
export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    ErrorBoundary: RootErrorBoundary,
    HydrateFallback: PageLoader,
    children: [
      {
        index: true,
        lazy: async () => ({ Component: (await import('./routes/home.tsx')).HomeRoute }),
      },
      {
        // Login and cover layout: the sign-in and sign-up screens of later features go here too.
        lazy: async () => ({ Component: (await import('./layouts/login-layout.tsx')).LoginLayout }),
        children: [
          {
            path: 'login',
            lazy: async () => ({ Component: (await import('./routes/login-choice.tsx')).LoginChoiceRoute }),
          },
        ],
      },
      {
        path: 'error',
        lazy: async () => ({ Component: (await import('./routes/error-page.tsx')).ErrorPageRoute }),
      },
      {
        path: '*',
        lazy: async () => ({ Component: (await import('./routes/not-found.tsx')).NotFoundRoute }),
      },
    ],
  },
];

export function createAppRouter(): ReturnType<typeof createBrowserRouter> {
  return createBrowserRouter(routes);
}

export function AppRouter({ router }: { router: ReturnType<typeof createBrowserRouter> }) {
  return <RouterProvider router={router} />;
}
