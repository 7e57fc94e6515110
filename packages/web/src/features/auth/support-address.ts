/** The support address on the product's host: `support@` plus the host without an app./www. prefix. */
export function getSupportAddress(hostname: string = globalThis.location?.hostname ?? 'localhost'): string {
  return `support@${hostname.replace(/^(app|www)\./, '')}`;
}
