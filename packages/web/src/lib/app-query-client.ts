import type { QueryClient } from '@tanstack/react-query';

/*
 * The app's one query client, created when the first route that needs it loads (every route below
 * the sign-in guard, and the forms of the login layout): a visitor who only sees the sign-in page
 * never downloads TanStack Query's core. Loaders, the guard and `WithQueryClient` ask for it here.
 */

let create: (() => Promise<QueryClient>) | undefined;
let client: Promise<QueryClient> | undefined;

/** Says how the client is made (main.tsx: a lazily imported createQueryClient; tests: their own). */
export function provideQueryClient(make: () => Promise<QueryClient>): void {
  create = make;
  client = undefined;
}

/** The client, made on the first call. */
export function loadQueryClient(): Promise<QueryClient> {
  if (!create) throw new Error('provideQueryClient has not been called');
  client ??= create();
  return client;
}
