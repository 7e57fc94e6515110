import { useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { isApiError } from '../../../lib/api-error.ts';
import { loadQueryClient } from '../../../lib/app-query-client.ts';
import { rememberLoginOrigin } from '../../../lib/login-origin.ts';
import { useSessionStatus } from '../../../lib/session-status.ts';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { poke, takeStartedPoke } from '../api/poke.ts';

type PokeState =
  | { kind: 'pending' }
  | { kind: 'done' }
  | { kind: 'unauthorized' }
  | { kind: 'forbidden'; error: unknown }
  | { kind: 'failed'; error: unknown };

/**
 * The authentication guard of spec §4 for every route but the public ones: poke first (spinner),
 * then the session status decides. Any other poke error is thrown to the route's error boundary
 * (`An error occurred!`).
 */
export function AuthGuard() {
  const location = useLocation();
  const navigate = useNavigate();
  const status = useSessionStatus();
  const [state, setState] = useState<PokeState>({ kind: 'pending' });

  const [pokeRound, setPokeRound] = useState(0);
  useEffect(() => {
    let isCurrent = true;
    // The first poke was started by the route's loader (app/router.tsx); a new round asks again.
    (pokeRound === 0 ? takeStartedPoke() : poke()).then(
      () => isCurrent && setState({ kind: 'done' }),
      (error: unknown) => {
        if (!isCurrent) return;
        if (isApiError(error) && error.status === 401) setState({ kind: 'unauthorized' });
        else if (isApiError(error) && error.status === 403) setState({ kind: 'forbidden', error });
        else setState({ kind: 'failed', error });
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [pokeRound]);

  // Forbidden: refresh the caches and try again from /landing; forbidden there too is an error.
  const isForbiddenOnLanding = state.kind === 'forbidden' && location.pathname === '/landing';
  useEffect(() => {
    if (state.kind !== 'forbidden' || isForbiddenOnLanding) return;
    // The guard sits above the routes that use queries (and their client): it asks for the client.
    void loadQueryClient().then((queryClient) => queryClient.invalidateQueries());
    navigate('/landing', { replace: true });
    setState({ kind: 'pending' });
    setPokeRound((round) => round + 1);
  }, [state.kind, isForbiddenOnLanding, navigate]);

  const origin = `${location.pathname}${location.search}${location.hash}`;
  const toLogin = () => {
    rememberLoginOrigin(origin);
    return <Navigate to="/login" replace state={{ from: origin }} />;
  };

  if (state.kind === 'pending') return <PageLoader />;
  if (state.kind === 'unauthorized') return toLogin();
  if (state.kind === 'forbidden') {
    if (isForbiddenOnLanding) throw state.error;
    return <PageLoader />;
  }
  if (state.kind === 'failed') throw state.error;
  if (status === 'unknown') return <PageLoader />;
  if (status === 'not_authenticated') return toLogin();
  return <Outlet />;
}
