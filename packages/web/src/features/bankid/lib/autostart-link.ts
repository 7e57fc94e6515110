/**
 * The link that opens the BankID app on this device. The redirect tells the app where to go back
 * to: nowhere on desktop and Android (`null`, the app returns by itself), and on iOS the browser
 * the user came from — Safari by the page address, others by their own URL scheme.
 */
export function buildAutoStartLink(autoStartToken: string, userAgent: string, pageUrl: string): string {
  const redirect = getIosRedirect(userAgent, pageUrl) ?? 'null';
  return `bankid:///?autostarttoken=${encodeURIComponent(autoStartToken)}&redirect=${encodeURIComponent(redirect)}`;
}

export function isIos(userAgent: string): boolean {
  return /\b(iPhone|iPad|iPod)\b/.test(userAgent);
}

function getIosRedirect(userAgent: string, pageUrl: string): string | undefined {
  if (!isIos(userAgent)) return undefined;
  if (/\bCriOS\//.test(userAgent)) return 'googlechrome://';
  if (/\bFxiOS\//.test(userAgent)) return 'firefox://';
  if (/\bEdgiOS\//.test(userAgent)) return 'microsoft-edge://';
  if (/\bOPiOS\//.test(userAgent)) return 'opera://';
  return pageUrl;
}

/** Phones and tablets get the choice between this device and another one. */
export function isMobileDevice(userAgent: string, maxTouchPoints: number): boolean {
  if (/\b(Android|iPhone|iPad|iPod|Mobile)\b/.test(userAgent)) return true;
  // iPadOS presents itself as a Mac; its touch screen gives it away.
  return /\bMacintosh\b/.test(userAgent) && maxTouchPoints > 1;
}

/** ws(s):// address of an API path on the same host as the page (spec §7). */
export function toWebSocketUrl(apiBase: string, path: string, pageOrigin: string): string {
  const url = new URL(`${apiBase.replace(/\/$/, '')}${path}`, pageOrigin);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}
