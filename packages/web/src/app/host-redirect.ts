import { resolveHostRedirect } from '@lonsam/domain/brands/host-redirect';

type RedirectEnv = { VITE_OLD_HOST?: string; VITE_NEW_HOST?: string };
type RedirectLocation = Pick<Location, 'href' | 'replace'>;

/**
 * Spec §4: from 2025-06-30 01:00 +02:00 a visitor on the old provider host is sent to the new
 * host with the same path. Both hosts come from the build's environment; without them nothing moves.
 * Returns whether the page is leaving, so the caller skips rendering.
 */
export function redirectFromOldHost(
  env: RedirectEnv = import.meta.env,
  location: RedirectLocation = window.location,
  now: Date = new Date(),
): boolean {
  const { VITE_OLD_HOST: oldHost, VITE_NEW_HOST: newHost } = env;
  if (!oldHost || !newHost) return false;
  const target = resolveHostRedirect({ now, currentUrl: location.href, oldHost, newHost });
  if (!target) return false;
  location.replace(target);
  return true;
}
