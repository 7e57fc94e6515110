import type { GrantedPrivilege } from '@lonsam/domain/privileges/privilege-groups';
import type { SignedInIdentity } from './signed-in.ts';

/** Who a valid personal API token acts for: its owner's role at one company, with the token's privileges. */
export type ApiTokenCaller = {
  tokenId: string;
  identity: SignedInIdentity;
  employerId: string;
  roleId: string;
  privileges: GrantedPrivilege[];
};

/** Checks a presented token (401 unknown, expired or revoked; 429 over its rate) and records its use. */
export type AuthenticateApiToken = (
  token: string,
  from: { address: string; userAgent: string | null },
) => Promise<ApiTokenCaller>;
