/** The person a live session belongs to: who a request, job or script acts for. */
export type SignedInIdentity = {
  id: string;
  email: string | null;
  personnummer: string | null;
  firstName: string | null;
  lastName: string | null;
};

/** A session that is neither idle nor past its absolute lifetime. */
export type LiveSession = {
  id: string;
  identityId: string;
  csrfToken: string;
  lastSeenAt: Date;
};
