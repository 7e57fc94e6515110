import type { PreviewEventResponse } from '@lonsam/domain/contracts/events/preview-event';
import type { EventPayload } from '@lonsam/domain/events/event-schema';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { checkEvent } from './check-event.ts';
import { assertMayReport, findVisibleEmployment } from './event-access.ts';
import type { EventContext } from './event-context.ts';
import { eventNotFound } from './event-errors.ts';
import { findVisibleEvent } from './event-store.ts';

/** What saving would do, without saving: the effect and the Swedish refusals it would get. */
export async function previewEvent(
  db: Kysely<Database>,
  input: Pick<EventContext, 'scope'> & {
    employmentId: string;
    payload: EventPayload;
    eventId?: string | undefined;
    correctsEventId?: string | undefined;
  },
): Promise<PreviewEventResponse> {
  const { scope } = input;
  assertMayReport(scope, input.payload.kind);
  const employment = await findVisibleEmployment(db, scope, input.employmentId);
  if (input.eventId !== undefined) {
    const event = await findVisibleEvent(db, scope, input.eventId);
    if (!event || event.employment_id !== employment.id) throw eventNotFound();
  }
  const { effect, problems } = await checkEvent(db, {
    employerId: scope.employerId,
    employment,
    payload: input.payload,
    ...(input.eventId === undefined ? {} : { eventId: input.eventId }),
    ...(input.correctsEventId === undefined ? {} : { correctsEventId: input.correctsEventId }),
  });
  return { effect, problems };
}
