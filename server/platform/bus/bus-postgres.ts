import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import pg from "pg";
import { type Db, postgresPool } from "../../db/database.ts";
import type { Bus } from "./bus.ts";
import { createHandlers } from "./bus.ts";

const PREFIX = "adm_";
const RETRY_MIN_MS = 500;
const RETRY_MAX_MS = 30_000;

/**
 * NOTIFY goes through the pool (inside a transaction it would wait for the commit; callers publish after
 * theirs). LISTEN needs a connection of its own that stays open: opened on the first subscription, and
 * reopened with backoff if the server drops it (messages sent meanwhile are lost, which the bus allows).
 */
export function createPostgresBus(db: Db): Bus {
  const id = randomUUID();
  const handlers = createHandlers();
  const options = postgresPool(db).options;
  let client: pg.Client | null = null;
  let connecting: Promise<void> | null = null;
  let closed = false;
  let retryMs = RETRY_MIN_MS;
  let listening: Promise<unknown> = Promise.resolve();
  let listened = new Set<string>();

  /** LISTENs on the subscribed channels this connection does not listen to yet. */
  const listenAll = (c: pg.Client) => {
    for (const channel of handlers.channels()) {
      if (listened.has(channel)) continue;
      listened.add(channel);
      // A failed LISTEN means a lost connection, which reconnects and listens to every channel again.
      const query = c.query(`listen "${PREFIX}${channel}"`).catch((error: Error) => {
        console.error(`bus: cannot listen on ${channel}:`, error.message);
      });
      listening = Promise.all([listening, query]);
    }
    return listening;
  };
  const retry = () => {
    if (!closed) setTimeout(() => void ensureConnected(), retryMs).unref();
    retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
  };

  async function connect(): Promise<void> {
    const fresh = new pg.Client({ connectionString: options.connectionString });
    fresh.on("notification", ({ channel, payload }) => {
      if (!payload || !channel.startsWith(PREFIX)) return;
      handlers.dispatch(channel.slice(PREFIX.length), JSON.parse(payload));
    });
    fresh.on("error", (error) => {
      console.error("bus: listening connection lost:", error.message);
      void fresh.end().catch(() => {});
    });
    fresh.on("end", () => {
      if (client !== fresh) return;
      client = null;
      retry();
    });
    await fresh.connect();
    client = fresh;
    listened = new Set();
    await listenAll(fresh);
    retryMs = RETRY_MIN_MS;
  }

  function ensureConnected(): Promise<void> {
    if (client || closed) return Promise.resolve();
    connecting ??= connect()
      .catch((error: Error) => {
        console.error("bus: cannot listen:", error.message);
        retry();
      })
      .finally(() => {
        connecting = null;
      });
    return connecting;
  }

  return {
    id,
    async publish(channel, payload) {
      await sql`select pg_notify(${PREFIX + channel}, ${JSON.stringify(payload)})`.execute(db);
    },
    subscribe(channel, handler) {
      const { remove } = handlers.add(channel, handler);
      if (client) void listenAll(client);
      else void ensureConnected();
      return remove;
    },
    async ready() {
      await ensureConnected();
      await listening;
    },
    async close() {
      closed = true;
      await connecting;
      await client?.end();
      client = null;
    },
  };
}
