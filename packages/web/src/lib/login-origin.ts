// Where to go after signing in: the guarded page the user asked for. Kept in sessionStorage too,
// because the way to the sign-in form can pass the /login choice page (or a BankID round trip).

const STORAGE_KEY = 'lonsam-login-origin';
const NOT_ORIGINS = ['/login', '/logout', '/signup', '/reset-password'];

/** Only paths of this app: never `//host` or an absolute URL (open redirect). */
export function isSafeOrigin(path: unknown): path is string {
  return (
    typeof path === 'string' &&
    path.startsWith('/') &&
    !path.startsWith('//') &&
    !path.startsWith('/\\') &&
    !NOT_ORIGINS.some(
      (prefix) => path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}?`),
    )
  );
}

export function rememberLoginOrigin(path: string): void {
  try {
    if (isSafeOrigin(path)) sessionStorage.setItem(STORAGE_KEY, path);
  } catch {
    // storage blocked: the router state still carries it
  }
}

/** The origin from the router state, else the remembered one, else `/`; forgets it. */
export function takeLoginOrigin(state: unknown): string {
  const fromState = (state as { from?: unknown } | null)?.from;
  let remembered: string | null = null;
  try {
    remembered = sessionStorage.getItem(STORAGE_KEY);
    sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // see rememberLoginOrigin
  }
  if (isSafeOrigin(fromState)) return fromState;
  if (isSafeOrigin(remembered)) return remembered;
  return '/';
}
