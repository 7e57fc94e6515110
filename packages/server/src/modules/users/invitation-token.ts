import { createHash, randomBytes } from 'node:crypto';

/** The mailed link's secret; only its hash is stored, so a copy of the database opens nothing. */
export function createInvitationToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashInvitationToken(token) };
}

export function hashInvitationToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
