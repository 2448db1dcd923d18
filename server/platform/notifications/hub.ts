// Fan-out of realtime notifications to the open SSE streams, with a short memory so a stream that reconnects
// (Last-Event-ID) gets what was sent while it was away. Streams live in one process, but a notification may be
// created through any replica: each is delivered to this process's streams at once and sent over the bus to
// the other processes, which deliver it to theirs and remember it under the same id (a stream may reconnect
// to another replica). One hub per app instance, so isolated test apps never see each other's events.
import { randomUUID } from "node:crypto";
import type { NotificationEvent } from "../../../src/contract/notifications.ts";
import type { Bus } from "../bus/bus.ts";

export type { NotificationEvent };

/** A sent event as the hub keeps it: its SSE id, when it was sent and to whom (everyone when no userId). */
export type SentEvent = { id: number; at: number; userId?: number; event: NotificationEvent };

type Send = (event: NotificationEvent, id: number) => void;
type Listener = { userId: number; send: Send };

/** One user's streams (a stored notification's id, when it is one); without a target, every stream. */
export type NotificationTarget = { userId: number; notificationId?: number };

/** `from` names the hub that delivered it locally already; `id` and `at` are the sender's. */
type BusMessage = {
  from: string;
  id: number;
  at: number;
  event: NotificationEvent;
  target?: NotificationTarget;
};

/** How much the hub remembers for reconnecting streams: the last RETAINED_EVENTS, none older than RETAINED_MS. */
export const RETAINED_EVENTS = 200;
export const RETAINED_MS = 10 * 60_000;

export type NotificationHub = {
  subscribe(userId: number, send: Send): () => void;
  /**
   * Sends to every stream, or only to the target user's; returns the event id and how many streams of this
   * process took it (other replicas' streams receive it through the bus, and mark a stored notification
   * delivered).
   */
  publish(event: NotificationEvent, target?: NotificationTarget): Promise<{ id: number; delivered: number }>;
  /** The remembered events after `lastId` that a user's stream should have received, oldest first. */
  since(lastId: number, userId: number): SentEvent[];
  size(): number;
};

export type HubOptions = {
  bus: Bus;
  /** Records that a stored notification reached at least one stream (it is no longer pending). */
  markDelivered(notificationId: number): Promise<void>;
  clock?: () => number;
};

/**
 * Sends an event to one user's streams on every process, from code that holds no hub (a job worker): every
 * hub takes it from the bus. Not stored: a stream that is not open misses it (the console fetches again when
 * its stream is back).
 */
export function publishToUser(bus: Bus, userId: number, event: NotificationEvent, at = Date.now()) {
  const message: BusMessage = { from: "bus", id: at, at, event, target: { userId } };
  return bus.publish("notifications", message);
}

export function createNotificationHub({ bus, markDelivered, clock = Date.now }: HubOptions): NotificationHub {
  const hubId = randomUUID();
  const listeners = new Set<Listener>();
  const sent: SentEvent[] = [];
  // Ids follow the clock, so a client that kept an id across a server restart does not skip the new events.
  let lastId = 0;

  const forget = () => {
    const oldest = clock() - RETAINED_MS;
    while (sent.length > RETAINED_EVENTS || (sent.length > 0 && sent[0].at < oldest)) sent.shift();
  };

  async function deliver({ id, at, event, target }: Omit<BusMessage, "from">): Promise<number> {
    lastId = Math.max(lastId, id);
    let delivered = 0;
    for (const listener of listeners) {
      if (target && listener.userId !== target.userId) continue;
      listener.send(event, id);
      delivered += 1;
    }
    // A targeted event no stream took stays pending in the database (delivered on the next connect), so
    // remembering it here too would deliver it twice.
    if (!target || delivered > 0) sent.push({ id, at, userId: target?.userId, event });
    forget();
    if (target?.notificationId !== undefined && delivered > 0) await markDelivered(target.notificationId);
    return delivered;
  }

  bus.subscribe("notifications", (payload) => {
    const message = payload as BusMessage;
    if (message.from === hubId) return;
    deliver(message).catch((error) => console.error("notification fan-out:", error));
  });

  return {
    subscribe(userId, send) {
      const listener = { userId, send };
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async publish(event, target) {
      const at = clock();
      const id = Math.max(lastId + 1, at);
      const message: BusMessage = { from: hubId, id, at, event, ...(target ? { target } : {}) };
      const delivered = await deliver(message);
      await bus.publish("notifications", message);
      return { id, delivered };
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
