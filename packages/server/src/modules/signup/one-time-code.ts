import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import {
  CODE_USED_UP_MESSAGE,
  describeWrongCode,
  MAX_VERIFICATION_ATTEMPTS,
} from '@lonsam/domain/validation/verification-code';
import { AppError } from '../../errors/app-error.ts';

/** A uniformly random 6-digit code. */
export function generateCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** Codes are stored hashed with their row id, so two rows with the same code look different. */
export function hashCode(rowId: string, code: string): string {
  return createHash('sha256').update(`${rowId}:${code}`).digest('hex');
}

/** Compares in constant time, so the answer's timing says nothing about how much of the hash matched. */
export function isRightCode(rowId: string, code: string, storedHash: string): boolean {
  const given = Buffer.from(hashCode(rowId, code), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}

export function codeExpiredError(): AppError {
  return new AppError({
    status: 400,
    code: 'CODE_EXPIRED',
    detail: 'The code has expired or was never sent; ask for a new one.',
    fieldErrors: { code: ['Koden har gått ut. Begär en ny kod.'] },
  });
}

export function codeUsedUpError(): AppError {
  return new AppError({
    status: 400,
    code: 'CODE_USED_UP',
    detail: `The code was tried wrongly ${MAX_VERIFICATION_ATTEMPTS} times and is used up; ask for a new one.`,
    fieldErrors: { code: [CODE_USED_UP_MESSAGE] },
  });
}

/**
 * A try that found every slot taken: the code is used up, or parallel tries took the last slots.
 * 429, so that it is plain that this try was not checked; Retry-After is the rest of the code's
 * life, after which a retry is pointless anyway (a new code can be asked for at once).
 */
export function codeTriesExhaustedError(expiresAt: Date, now: Date): AppError {
  const seconds = Math.max(1, Math.ceil((expiresAt.getTime() - now.getTime()) / 1000));
  return new AppError({
    status: 429,
    code: 'CODE_USED_UP',
    detail: `Every try of this code is taken; ask for a new code.`,
    fieldErrors: { code: [CODE_USED_UP_MESSAGE] },
    headers: { 'retry-after': String(seconds) },
  });
}

/** Wrong try number `attempt` (1-based); from the fifth the code is used up. */
export function wrongCodeError(attempt: number): AppError {
  if (attempt >= MAX_VERIFICATION_ATTEMPTS) return codeUsedUpError();
  return new AppError({
    status: 400,
    code: 'WRONG_CODE',
    detail: `Wrong code (attempt ${attempt} of ${MAX_VERIFICATION_ATTEMPTS}).`,
    fieldErrors: { code: [describeWrongCode(attempt)] },
  });
}
