import type { ColumnType, Generated } from 'kysely';

/** Kysely types of migration 0066 (events, docs/events.md). */
export type EventTables = {
  event: EventTable;
  event_ready_marker: EventReadyMarkerTable;
};

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** `date` columns arrive as `YYYY-MM-DD` text on both engines. */
type DateText = ColumnType<string, string, string>;

export type EventTable = {
  id: Generated<string>;
  employer_id: string;
  employment_id: string;
  employee_id: string;
  kind: string;
  state: string;
  /** The domain's `EventPayload`. */
  payload: ColumnType<unknown, string, string>;
  from_date: DateText;
  to_date: DateText;
  reported_by_user_id: string | null;
  reported_by_role: string;
  reported_at: Timestamp;
  decided_by_user_id: ColumnType<string | null, string | null | undefined, string | null>;
  decided_at: NullableTimestamp;
  decision_comment: ColumnType<string | null, string | null | undefined, string | null>;
  paid_in_run_id: ColumnType<string | null, string | null | undefined, string | null>;
  paid_in_run_label: ColumnType<string | null, string | null | undefined, string | null>;
  corrects_event_id: ColumnType<string | null, string | null | undefined, string | null>;
  version: Generated<number>;
  created_at: ColumnType<Date, Date | string | undefined, never>;
  updated_at: Timestamp;
};

export type EventReadyMarkerTable = {
  employer_id: string;
  employment_id: string;
  /** The month's first day. */
  month: DateText;
  marked_at: Timestamp;
  marked_by_user_id: string | null;
};
