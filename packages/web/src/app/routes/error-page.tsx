import { RouteErrorScreen } from '../errors/route-error-screen.tsx';

/** `/error`: the generic error page other screens send the user to. */
export function ErrorPageRoute() {
  return <RouteErrorScreen />;
}
