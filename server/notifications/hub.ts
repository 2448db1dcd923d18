// Fan-out of realtime notifications to the open SSE streams of this process. One hub per app instance, so
// isolated test apps never see each other's events.
import type { NotificationEvent } from "../../src/contract/notifications.ts";

export type { NotificationEvent };

type Listener = { userId: number; send: (event: NotificationEvent) => void };

export type NotificationHub = {
  subscribe(userId: number, send: (event: NotificationEvent) => void): () => void;
  /** Sends to every stream, or only to one user's streams; returns how many streams received it. */
  publish(event: NotificationEvent, userId?: number): number;
  size(): number;
};

export function createNotificationHub(): NotificationHub {
  const listeners = new Set<Listener>();
  return {
    subscribe(userId, send) {
      const listener = { userId, send };
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    publish(event, userId) {
      let delivered = 0;
      for (const listener of listeners) {
        if (userId !== undefined && listener.userId !== userId) continue;
        listener.send(event);
        delivered += 1;
      }
      return delivered;
    },
    size: () => listeners.size,
  };
}
