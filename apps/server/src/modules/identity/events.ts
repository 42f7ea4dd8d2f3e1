import { identityEvents, type Db } from "@dugout/db";

type EventDetails = Record<string, string | number | boolean | null>;

export interface IdentityEvent {
  name: string;
  source: "server" | "widget";
  userId?: string | null;
  email?: string | null;
  details?: EventDetails;
  ipAddress?: string | null;
  occurredAt?: Date;
}

/** The sign-in event log: what the server did, and the widget's batched telemetry. */
export function createEventLog(db: Db) {
  return {
    async record(events: readonly IdentityEvent[]): Promise<void> {
      if (events.length === 0) return;
      await db.insert(identityEvents).values(
        events.map((event) => ({
          name: event.name,
          source: event.source,
          userId: event.userId ?? null,
          email: event.email ?? null,
          details: event.details ?? null,
          ipAddress: event.ipAddress ?? null,
          ...(event.occurredAt ? { occurredAt: event.occurredAt } : {}),
        })),
      );
    },
  };
}

export type EventLog = ReturnType<typeof createEventLog>;
