import { isUuid } from '@lonsam/domain/validation/identifier';
import { lazy, Suspense } from 'react';
import { Outlet, useParams } from 'react-router';
import { PageLoader } from '../../../ui/page-loader.tsx';

// The same lazily loaded module as the router's own unmatched route, so both behave alike.
const NotFoundRoute = lazy(async () => ({
  default: (await import('../../../ui/not-found.tsx')).NotFoundRoute,
}));

/**
 * `/{employerId}/*` only for employer ids (UUIDs); any other first segment is an unmatched route
 * and shows the app's Fallback text (spec §2), without a detour through the sign-in guard.
 */
export function EmployerPathRoute() {
  const { employerId = '' } = useParams();
  if (!isUuid(employerId)) {
    return (
      <Suspense fallback={<PageLoader />}>
        <NotFoundRoute />
      </Suspense>
    );
  }
  return <Outlet />;
}
