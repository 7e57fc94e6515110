import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { isApiError } from '../../../lib/api-error.ts';
import { useSessionStatus } from '../../../lib/session-status.ts';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { poke } from '../api/poke.ts';
import { rememberLoginOrigin } from '../login-origin.ts';

type PokeState =
  | { kind: 'pending' }
  | { kind: 'done' }
  | { kind: 'unauthorized' }
  | { kind: 'forbidden' }
  | { kind: 'failed'; error: unknown };

/**
 * The authentication guard of spec §4 for every route but the public ones: poke first (spinner),
 * then the session status decides. Any other poke error is thrown to the route's error boundary
 * (`An error occurred!`).
 */
export function AuthGuard() {
  const location = useLocation();
  const status = useSessionStatus();
  const queryClient = useQueryClient();
  const [state, setState] = useState<PokeState>({ kind: 'pending' });

  useEffect(() => {
    let isCurrent = true;
    poke().then(
      () => isCurrent && setState({ kind: 'done' }),
      (error: unknown) => {
        if (!isCurrent) return;
        if (isApiError(error) && error.status === 401) setState({ kind: 'unauthorized' });
        else if (isApiError(error) && error.status === 403) setState({ kind: 'forbidden' });
        else setState({ kind: 'failed', error });
      },
    );
    return () => {
      isCurrent = false;
    };
  }, []);

  useEffect(() => {
    if (state.kind === 'forbidden') void queryClient.invalidateQueries();
  }, [state.kind, queryClient]);

  const origin = `${location.pathname}${location.search}${location.hash}`;
  const toLogin = () => {
    rememberLoginOrigin(origin);
    return <Navigate to="/login" replace state={{ from: origin }} />;
  };

  if (state.kind === 'pending') return <PageLoader />;
  if (state.kind === 'unauthorized') return toLogin();
  if (state.kind === 'forbidden') return <Navigate to="/landing" replace />;
  if (state.kind === 'failed') throw state.error;
  if (status === 'unknown') return <PageLoader />;
  if (status === 'not_authenticated') return toLogin();
  return <Outlet />;
}
