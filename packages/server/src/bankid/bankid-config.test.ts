import { describe, expect, it } from 'vitest';
import { readBankIdConfig } from './bankid-config.ts';

describe('readBankIdConfig', () => {
  it('uses the built-in simulator only with the development tools on', () => {
    expect(readBankIdConfig({}, { appEnv: 'development', devTools: true }, '/app')).toEqual({
      config: { mode: 'simulator' },
    });
    expect(readBankIdConfig({}, { appEnv: 'staging', devTools: true }, '/app')).toEqual({
      config: { mode: 'simulator' },
    });
  });

  it('is disabled without BANKID_URL and development tools, and when the simulator is switched off', () => {
    expect(readBankIdConfig({}, { appEnv: 'development', devTools: false }, '/app')).toEqual({
      config: { mode: 'disabled' },
    });
    expect(
      readBankIdConfig({ BANKID_SIMULATOR: 'true' }, { appEnv: 'development', devTools: false }, '/app'),
    ).toMatchObject({
      error: expect.stringMatching(/^BANKID_SIMULATOR=true needs LONSAM_DEV_TOOLS=1/),
    });
    expect(readBankIdConfig({}, { appEnv: 'production', devTools: false }, '/app')).toEqual({
      config: { mode: 'disabled' },
    });
    expect(
      readBankIdConfig({ BANKID_SIMULATOR: 'false' }, { appEnv: 'development', devTools: true }, '/app'),
    ).toEqual({
      config: { mode: 'disabled' },
    });
  });

  it('never runs the simulator in production', () => {
    expect(
      readBankIdConfig({ BANKID_SIMULATOR: 'true' }, { appEnv: 'production', devTools: false }, '/app'),
    ).toMatchObject({
      error: expect.stringMatching(/^BANKID_SIMULATOR must not be true in production/),
    });
  });

  it('talks to BANKID_URL with the certificate files resolved from the working directory', () => {
    expect(
      readBankIdConfig(
        {
          BANKID_URL: 'https://appapi2.test.bankid.com/rp/v6.0',
          BANKID_PFX: 'certs/FPTestcert5.p12',
          BANKID_PASSPHRASE: 'qwerty123',
          BANKID_CA: '/etc/bankid/test-root.pem',
        },
        { appEnv: 'production', devTools: false },
        '/app',
      ),
    ).toEqual({
      config: {
        mode: 'remote',
        url: 'https://appapi2.test.bankid.com/rp/v6.0/',
        pfxPath: '/app/certs/FPTestcert5.p12',
        passphrase: 'qwerty123',
        caPath: '/etc/bankid/test-root.pem',
      },
    });
  });

  it('names what is missing or wrong', () => {
    expect(
      readBankIdConfig({ BANKID_URL: 'http://x' }, { appEnv: 'development', devTools: true }, '/'),
    ).toMatchObject({
      error: expect.stringMatching(/^BANKID_URL must be an https/),
    });
    expect(
      readBankIdConfig({ BANKID_URL: 'https://x/rp/v6.0/' }, { appEnv: 'development', devTools: true }, '/'),
    ).toMatchObject({
      error: expect.stringMatching(/^BANKID_PFX/),
    });
    expect(
      readBankIdConfig(
        { BANKID_URL: 'https://x/rp/v6.0/', BANKID_PFX: 'a.p12' },
        { appEnv: 'development', devTools: true },
        '/',
      ),
    ).toMatchObject({
      error: expect.stringMatching(/^BANKID_CA/),
    });
    expect(
      readBankIdConfig({ BANKID_SIMULATOR: 'yes' }, { appEnv: 'development', devTools: true }, '/'),
    ).toMatchObject({
      error: expect.stringMatching(/^BANKID_SIMULATOR must be true or false/),
    });
    expect(
      readBankIdConfig(
        { BANKID_SIMULATOR: 'true', BANKID_URL: 'https://x/' },
        { appEnv: 'development', devTools: true },
        '/',
      ),
    ).toMatchObject({ error: expect.stringMatching(/exclude each other/) });
  });
});
