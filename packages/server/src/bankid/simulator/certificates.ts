import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import forge from 'node-forge';

/**
 * A throwaway PKI for the simulator: one CA that signs the simulator's server certificate and the
 * relying party's client certificate (a PKCS#12 with a passphrase, like BankID's FPTestcert).
 * Generated at run time; private keys are never committed.
 */
export type SimulatorCertificates = {
  /** PEM of the CA: the client trusts the server through it, the server checks clients against it. */
  caCertPem: string;
  serverKeyPem: string;
  serverCertPem: string;
  /** The relying party's client certificate and key. */
  clientPfx: Buffer;
  clientPassphrase: string;
};

const VALID_DAYS = 365;

export function generateSimulatorCertificates(
  options: { commonName?: string; now?: Date } = {},
): SimulatorCertificates {
  const now = options.now ?? new Date();
  const name = options.commonName ?? 'Lonsam BankID simulator';
  const ca = createKeyPair();
  const caCert = createCertificate({
    subject: `${name} CA`,
    issuer: undefined,
    publicKey: ca.publicKey,
    signingKey: ca.privateKey,
    now,
    extensions: [
      { name: 'basicConstraints', cA: true, critical: true },
      { name: 'keyUsage', keyCertSign: true, cRLSign: true, critical: true },
    ],
  });

  const server = createKeyPair();
  const serverCert = createCertificate({
    subject: `${name} server`,
    issuer: caCert,
    publicKey: server.publicKey,
    signingKey: ca.privateKey,
    now,
    extensions: [
      { name: 'basicConstraints', cA: false },
      { name: 'keyUsage', digitalSignature: true, keyEncipherment: true },
      { name: 'extKeyUsage', serverAuth: true },
      {
        name: 'subjectAltName',
        altNames: [
          { type: 7, ip: '127.0.0.1' },
          { type: 2, value: 'localhost' },
        ],
      },
    ],
  });

  const client = createKeyPair();
  const clientCert = createCertificate({
    subject: `${name} relying party`,
    issuer: caCert,
    publicKey: client.publicKey,
    signingKey: ca.privateKey,
    now,
    extensions: [
      { name: 'basicConstraints', cA: false },
      { name: 'keyUsage', digitalSignature: true, keyEncipherment: true },
      { name: 'extKeyUsage', clientAuth: true },
    ],
  });

  const clientPassphrase = randomBytes(12).toString('base64url');
  // 3DES rather than forge's default RC2, which OpenSSL 3 only reads with its legacy provider. The
  // CA stays out of the bundle: Node trusts CA certificates found in a pfx, and the client must trust
  // the server only through the CA it is configured with.
  const p12 = forge.pkcs12.toPkcs12Asn1(client.privateKey, [clientCert], clientPassphrase, {
    algorithm: '3des',
    friendlyName: 'relying party',
  });
  const clientPfx = Buffer.from(forge.asn1.toDer(p12).getBytes(), 'binary');

  return {
    caCertPem: forge.pki.certificateToPem(caCert),
    serverKeyPem: forge.pki.privateKeyToPem(server.privateKey),
    serverCertPem: forge.pki.certificateToPem(serverCert),
    clientPfx,
    clientPassphrase,
  };
}

const FILES = {
  caCertPem: 'ca.pem',
  serverKeyPem: 'server-key.pem',
  serverCertPem: 'server-cert.pem',
  clientPfx: 'client.p12',
  clientPassphrase: 'client-passphrase.txt',
} as const;

/**
 * The simulator's certificates under `dir` (DATA_DIR/bankid-simulator): read when present and
 * valid for at least another day, otherwise generated and written there (owner-only).
 */
export async function loadOrCreateSimulatorCertificates(
  dir: string,
  now: Date = new Date(),
): Promise<SimulatorCertificates> {
  const existing = await readCertificates(dir);
  if (existing && isValidFor(existing.serverCertPem, now, 24 * 3600 * 1000)) return existing;
  const created = generateSimulatorCertificates({ now });
  await mkdir(dir, { recursive: true, mode: 0o700 });
  await Promise.all(
    Object.entries(FILES).map(([key, file]) =>
      writeFile(path.join(dir, file), created[key as keyof SimulatorCertificates], { mode: 0o600 }),
    ),
  );
  return created;
}

async function readCertificates(dir: string): Promise<SimulatorCertificates | undefined> {
  try {
    const [caCertPem, serverKeyPem, serverCertPem, clientPfx, clientPassphrase] = await Promise.all([
      readFile(path.join(dir, FILES.caCertPem), 'utf8'),
      readFile(path.join(dir, FILES.serverKeyPem), 'utf8'),
      readFile(path.join(dir, FILES.serverCertPem), 'utf8'),
      readFile(path.join(dir, FILES.clientPfx)),
      readFile(path.join(dir, FILES.clientPassphrase), 'utf8'),
    ]);
    return { caCertPem, serverKeyPem, serverCertPem, clientPfx, clientPassphrase };
  } catch {
    return undefined;
  }
}

function isValidFor(certPem: string, now: Date, marginMs: number): boolean {
  try {
    const cert = forge.pki.certificateFromPem(certPem);
    return cert.validity.notAfter.getTime() - marginMs > now.getTime();
  } catch {
    return false;
  }
}

function createKeyPair(): { privateKey: forge.pki.rsa.PrivateKey; publicKey: forge.pki.rsa.PublicKey } {
  // Node's native key generation: forge's pure-JS RSA takes seconds.
  const { privateKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  const forgeKey = forge.pki.privateKeyFromPem(privateKey) as forge.pki.rsa.PrivateKey;
  return {
    privateKey: forgeKey,
    publicKey: forge.pki.setRsaPublicKey(forgeKey.n, forgeKey.e),
  };
}

type CertificateInput = {
  subject: string;
  issuer: forge.pki.Certificate | undefined;
  publicKey: forge.pki.PublicKey;
  signingKey: forge.pki.rsa.PrivateKey;
  now: Date;
  extensions: object[];
};

function createCertificate(input: CertificateInput): forge.pki.Certificate {
  const cert = forge.pki.createCertificate();
  cert.publicKey = input.publicKey;
  // Positive serial: a leading 0x00..0x7f byte.
  cert.serialNumber = `01${randomBytes(15).toString('hex')}`;
  cert.validity.notBefore = new Date(input.now.getTime() - 60 * 60 * 1000);
  cert.validity.notAfter = new Date(input.now.getTime() + VALID_DAYS * 24 * 3600 * 1000);
  const subject = [
    { name: 'commonName', value: input.subject },
    { name: 'organizationName', value: 'Lonsam test' },
  ];
  cert.setSubject(subject);
  cert.setIssuer(input.issuer ? input.issuer.subject.attributes : subject);
  cert.setExtensions(input.extensions);
  cert.sign(input.signingKey, forge.md.sha256.create());
  return cert;
}
