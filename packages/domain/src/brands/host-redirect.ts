/** From this instant (01:00 Swedish summer time) the old provider host sends visitors on. */
export const HOST_REDIRECT_FROM = new Date('2025-06-30T01:00:00+02:00');

export interface HostRedirectInput {
  now: Date;
  currentUrl: string | URL;
  oldHost: string;
  newHost: string;
}

/** The address to go to (new host, same path, query and fragment), or undefined to stay. */
export function resolveHostRedirect(input: HostRedirectInput): string | undefined {
  if (input.now.getTime() < HOST_REDIRECT_FROM.getTime()) return undefined;
  const url = new URL(input.currentUrl);
  if (url.hostname.toLowerCase() !== input.oldHost.toLowerCase()) return undefined;
  url.hostname = input.newHost;
  return url.toString();
}
