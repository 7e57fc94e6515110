import path from 'node:path';

/**
 * Where the app's BankID calls go:
 * - `remote`: BankID itself (or any RP API v6.0) at BANKID_URL, with the client certificate
 *   BANKID_PFX (+ BANKID_PASSPHRASE) and BankID's server CA BANKID_CA;
 * - `simulator`: the built-in simulator over HTTPS on 127.0.0.1, only with the development tools
 *   on (LONSAM_DEV_TOOLS=1): it signs anyone in as anyone;
 * - `disabled`: BankID routes answer 503 (no BANKID_URL and no development tools).
 */
export type BankIdConfig =
  | { mode: 'remote'; url: string; pfxPath: string; passphrase: string; caPath: string }
  | { mode: 'simulator' }
  | { mode: 'disabled' };

/** Reads the BANKID_* variables; returns a one-line problem as `error` instead of throwing. */
export function readBankIdConfig(
  env: NodeJS.ProcessEnv,
  context: { appEnv: string; devTools: boolean },
  cwd: string,
): { config: BankIdConfig } | { error: string } {
  const value = (name: string) => {
    const raw = env[name]?.trim();
    return raw === '' ? undefined : raw;
  };
  const url = value('BANKID_URL');
  const simulatorFlag = value('BANKID_SIMULATOR');
  if (simulatorFlag !== undefined && simulatorFlag !== 'true' && simulatorFlag !== 'false') {
    return { error: `BANKID_SIMULATOR must be true or false (got ${JSON.stringify(simulatorFlag)})` };
  }
  const wantsSimulator = simulatorFlag === 'true';
  if (wantsSimulator && context.appEnv === 'production') {
    return { error: 'BANKID_SIMULATOR must not be true in production: it signs anyone in as anyone' };
  }
  if (wantsSimulator && !context.devTools) {
    return {
      error: 'BANKID_SIMULATOR=true needs LONSAM_DEV_TOOLS=1: the simulator signs anyone in as anyone',
    };
  }
  if (wantsSimulator && url) {
    return { error: 'BANKID_SIMULATOR=true and BANKID_URL exclude each other: choose one' };
  }
  if (url) {
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      return { error: `BANKID_URL must be an https:// URL, e.g. https://appapi2.bankid.com/rp/v6.0/` };
    }
    if (parsed.protocol !== 'https:') {
      return { error: 'BANKID_URL must be an https:// URL, e.g. https://appapi2.bankid.com/rp/v6.0/' };
    }
    const pfx = value('BANKID_PFX');
    const ca = value('BANKID_CA');
    if (!pfx)
      return { error: 'BANKID_PFX must name the relying party certificate (.p12) when BANKID_URL is set' };
    if (!ca) return { error: "BANKID_CA must name BankID's server CA (PEM) when BANKID_URL is set" };
    return {
      config: {
        mode: 'remote',
        url: parsed.toString().endsWith('/') ? parsed.toString() : `${parsed.toString()}/`,
        pfxPath: path.resolve(cwd, pfx),
        passphrase: env.BANKID_PASSPHRASE ?? '',
        caPath: path.resolve(cwd, ca),
      },
    };
  }
  if (simulatorFlag === 'false' || !context.devTools) return { config: { mode: 'disabled' } };
  return { config: { mode: 'simulator' } };
}
