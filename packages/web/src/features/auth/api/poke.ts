import type { pokeResponse } from '@lonsam/domain/contracts/auth/poke';
import type { z } from 'zod';
import { apiClient } from '../../../lib/api-client.ts';

/** GET /poke: 200 with the session's CSRF token while signed in, 401 otherwise. */
export async function poke(): Promise<void> {
  const { token } = await apiClient.get<z.output<typeof pokeResponse>>('/poke', { handlesErrors: true });
  // A new tab of a signed-in browser has no token of its own yet.
  apiClient.setCsrfToken(token);
}

// A poke the guard's route loader started, for the guard to take when it renders.
let started: { answer: Promise<void>; at: number } | undefined;
const STARTED_POKE_MAX_AGE_MS = 5_000;

/**
 * Starts the guard's poke from its route's loader, beside the route chunks and the role areas'
 * loaders, instead of after the guard has rendered.
 */
export function startPoke(): void {
  const answer = poke();
  answer.catch(() => {}); // the guard reads the outcome; nobody else waits for it
  started = { answer, at: Date.now() };
}

/** The poke the loader started (at most once, and only a fresh one), else a new poke. */
export function takeStartedPoke(): Promise<void> {
  const taken = started;
  started = undefined;
  return taken && Date.now() - taken.at < STARTED_POKE_MAX_AGE_MS ? taken.answer : poke();
}
