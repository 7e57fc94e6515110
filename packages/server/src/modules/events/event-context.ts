import type { EmployerScope } from '../../access/employer-scope.ts';
import type { AuditContext } from '../../audit/record-audit-event.ts';

/** Who acts, in which request, when: what every event use case takes besides its input. */
export type EventContext = { scope: EmployerScope; audit: AuditContext; now: Date };
