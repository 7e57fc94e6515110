import { type Algorithm, hash, verify } from '@node-rs/argon2';

// Argon2id with the library's defaults (19 MiB, 2 passes), OWASP's minimum recommendation.
const ARGON2ID = 2 as Algorithm;

export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID });
}

// A real hash of a random password: checking against it costs as much as checking a real account,
// so the answer time does not tell whether an email has an account.
let dummyHash: Promise<string> | undefined;

/** True when `password` matches; with no stored hash, spends the same time and answers false. */
export async function verifyPassword(
  storedHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword(crypto.randomUUID());
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}
