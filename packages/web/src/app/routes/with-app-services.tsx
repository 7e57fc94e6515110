import { installSwedishZodMessages } from '@lonsam/domain/validation/swedish-zod-messages';
import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { loadQueryClient } from '../../lib/app-query-client.ts';

/*
 * What every route but the sign-in page needs and the sign-in page does not: the query client and
 * zod's Swedish messages for the forms (together about 12 kB gzip of the first page otherwise).
 * The router puts this layout route around the routes below the guard and the login layout's forms.
 */

// Form checks without a message of their own show zod's default: in Swedish, like the server's.
installSwedishZodMessages();

/** The layout route (lazy `Component`) that provides the query client to the routes below it. */
export async function loadAppServices() {
  const client = await loadQueryClient();
  return function AppServices() {
    return (
      <QueryClientProvider client={client}>
        <Outlet />
      </QueryClientProvider>
    );
  };
}
