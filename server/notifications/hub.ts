import { randomUUID } from "node:crypto";
import type { Bus } from "./bus.ts";

// Fan-out of realtime notifications to the open SSE streams. Streams live in one process, but a notification
// may be created through any replica: each is delivered to this process's streams at once and sent over the
// bus to the other processes, which deliver it to theirs. One hub per app instance, so isolated test apps
// never see each other's events.
export type NotificationEvent = { message: string };
type Listener = { userId: number; send: (event: NotificationEvent) => void };

/** A stored notification of one user; without it the event goes to every stream. */
export type NotificationTarget = { userId: number; notificationId: number };

/** `from` names the hub that delivered it locally already. */
type BusMessage = { from: string; event: NotificationEvent; target?: NotificationTarget };

export type NotificationHub = {
  subscribe(userId: number, send: (event: NotificationEvent) => void): () => void;
  /**
   * Sends to every stream, or only to the target user's; returns how many streams of this process received
   * it (other replicas' streams receive it through the bus, and mark a stored notification delivered).
   */
  publish(event: NotificationEvent, target?: NotificationTarget): Promise<number>;
  size(): number;
};

export type HubOptions = {
  bus: Bus;
  /** Records that a stored notification reached at least one stream (it is no longer pending). */
  markDelivered(notificationId: number): Promise<void>;
};

export function createNotificationHub({ bus, markDelivered }: HubOptions): NotificationHub {
  const id = randomUUID();
  const listeners = new Set<Listener>();
  async function deliver({ event, target }: Omit<BusMessage, "from">): Promise<number> {
    let delivered = 0;
    for (const listener of listeners) {
      if (target && listener.userId !== target.userId) continue;
      listener.send(event);
      delivered += 1;
    }
    if (target && delivered > 0) await markDelivered(target.notificationId);
    return delivered;
  }
  bus.subscribe("notifications", (payload) => {
    const message = payload as BusMessage;
    if (message.from === id) return;
    deliver(message).catch((error) => console.error("notification fan-out:", error));
  });
  return {
    subscribe(userId, send) {
      const listener = { userId, send };
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async publish(event, target) {
      const message: BusMessage = target ? { from: id, event, target } : { from: id, event };
      const delivered = await deliver(message);
      await bus.publish("notifications", message);
      return delivered;
    },
    size: () => listeners.size,
  };
}
