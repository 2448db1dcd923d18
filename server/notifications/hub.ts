// Fan-out of realtime notifications to the open SSE streams of this process, with a short memory so a stream
// that reconnects (Last-Event-ID) gets what was sent while it was away. One hub per app instance, so isolated
// test apps never see each other's events.
import type { NotificationEvent } from "../../src/contract/notifications.ts";

export type { NotificationEvent };

/** A sent event as the hub keeps it: its SSE id, when it was sent and to whom (everyone when no userId). */
export type SentEvent = { id: number; at: number; userId?: number; event: NotificationEvent };

type Send = (event: NotificationEvent, id: number) => void;
type Listener = { userId: number; send: Send };

/** How much the hub remembers for reconnecting streams: the last RETAINED_EVENTS, none older than RETAINED_MS. */
export const RETAINED_EVENTS = 200;
export const RETAINED_MS = 10 * 60_000;

export type NotificationHub = {
  subscribe(userId: number, send: Send): () => void;
  /** Sends to every stream, or only to one user's streams; returns the event id and how many streams took it. */
  publish(event: NotificationEvent, userId?: number): { id: number; delivered: number };
  /** The remembered events after `lastId` that a user's stream should have received, oldest first. */
  since(lastId: number, userId: number): SentEvent[];
  size(): number;
};

export function createNotificationHub(clock: () => number = Date.now): NotificationHub {
  const listeners = new Set<Listener>();
  const sent: SentEvent[] = [];
  // Ids follow the clock, so a client that kept an id across a server restart does not skip the new events.
  let lastId = 0;

  const forget = () => {
    const oldest = clock() - RETAINED_MS;
    while (sent.length > RETAINED_EVENTS || (sent.length > 0 && sent[0].at < oldest)) sent.shift();
  };

  return {
    subscribe(userId, send) {
      const listener = { userId, send };
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    publish(event, userId) {
      const at = clock();
      lastId = Math.max(lastId + 1, at);
      let delivered = 0;
      for (const listener of listeners) {
        if (userId !== undefined && listener.userId !== userId) continue;
        listener.send(event, lastId);
        delivered += 1;
      }
      // A targeted event no stream took stays pending in the database (delivered on the next connect), so
      // remembering it here too would deliver it twice.
      if (userId === undefined || delivered > 0) sent.push({ id: lastId, at, userId, event });
      forget();
      return { id: lastId, delivered };
    },
    since(lastSeen, userId) {
      forget();
      return sent.filter(
        (entry) => entry.id > lastSeen && (entry.userId === undefined || entry.userId === userId),
      );
    },
    size: () => listeners.size,
  };
}
