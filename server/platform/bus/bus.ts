import { randomUUID } from "node:crypto";

/**
 * Messages between the server processes sharing one database: the notification feed's fan-out to SSE streams
 * on every replica, job wake-ups, and whatever else must reach all processes at once (a rate-limit or outbox
 * sender can publish and subscribe the same way). Delivery is best effort and at most once: state lives in the
 * database, a message only says "look now". Every process receives its own messages too.
 */
export type Bus = {
  /** Names this process (job workers' claims, logs). */
  readonly id: string;
  /** Sends to every process subscribed to the channel; payloads are small JSON values (under 7,000 bytes). */
  publish(channel: BusChannel, payload: unknown): Promise<void>;
  subscribe(channel: BusChannel, handler: BusHandler): () => void;
  /** Resolves once messages of every channel subscribed so far reach this process. */
  ready(): Promise<void>;
  close(): Promise<void>;
};
export type BusHandler = (payload: unknown) => void;
/** Lower-case letters and underscores: PostgreSQL channel names. */
export type BusChannel = "notifications" | "jobs" | (string & {});

/** Handlers by channel; shared by both implementations for the local dispatch. */
export function createHandlers() {
  const byChannel = new Map<string, Set<BusHandler>>();
  return {
    add(channel: string, handler: BusHandler): { remove: () => void } {
      let set = byChannel.get(channel);
      if (!set) {
        set = new Set();
        byChannel.set(channel, set);
      }
      set.add(handler);
      const added = set;
      return { remove: () => void added.delete(handler) };
    },
    channels: () => [...byChannel.keys()],
    dispatch(channel: string, payload: unknown): void {
      for (const handler of byChannel.get(channel) ?? []) {
        try {
          handler(payload);
        } catch (error) {
          console.error(`bus handler on ${channel}:`, error);
        }
      }
    },
  };
}

/** One process (SQLite, tests): messages are dispatched in this process, after the current task. */
export function createLocalBus(): Bus {
  const id = randomUUID();
  const handlers = createHandlers();
  return {
    id,
    async publish(channel, payload) {
      queueMicrotask(() => handlers.dispatch(channel, payload));
    },
    subscribe: (channel, handler) => handlers.add(channel, handler).remove,
    async ready() {},
    async close() {},
  };
}
