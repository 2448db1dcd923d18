import type { Hono } from "hono";
import { createApp } from "../../server/app.ts";
import type { AppEnv } from "../../server/context.ts";
import type { Db } from "../../server/db/database.ts";
import type { Envelope } from "../../server/envelope.ts";
import { SERVER_MODULES } from "../../server/modules.ts";
import { createBus } from "../../server/notifications/create-bus.ts";
import type { ServerModule } from "../../server/platform/module.ts";
import { DEMO_PASSWORD } from "../../server/seed/demo-users.ts";
import type { SeedOptions } from "../../server/seed/index.ts";
import { closeAfterFile, countTables, openTestDatabase } from "./test-database.ts";

export { countRows, countTables } from "./test-database.ts";

/** Test time starts after every seeded timestamp (the seed ends 2026-11-15). */
export const T0 = Date.parse("2026-11-20T09:00:00.000Z");
export const MINUTE = 60_000;

export type Reply<T = unknown> = { http: number; body: Envelope<T>; headers: Headers };
export type CallOptions = {
  token?: string;
  body?: unknown;
  rawBody?: string;
  query?: Record<string, string | number>;
};

export type TestApp = {
  app: Hono<AppEnv>;
  db: Db;
  clock: { now: number; advance(ms: number): void };
  // biome-ignore lint/suspicious/noExplicitAny: tests read loosely typed JSON results
  call<T = any>(method: string, path: string, options?: CallOptions): Promise<Reply<T>>;
  /** Signs in (demo password by default) and returns the token; fails the test when login fails. */
  login(email: string, plain?: string): Promise<string>;
  /** Row counts of the tables a rejected request must not touch. */
  counts(): Promise<Record<string, number>>;
};

/**
 * A fresh database of its own seeded at the small scale (in-memory SQLite, or a PostgreSQL database in the
 * postgres project), with a clock the test moves by hand. Every call is checked against its declaration
 * (checkContract). Tests of the module platform pass extra modules.
 */
export async function createTestApp(
  seed: SeedOptions = { scale: "small" },
  modules: readonly ServerModule[] = SERVER_MODULES,
): Promise<TestApp> {
  const db = await openTestDatabase(seed, modules);
  const clock = {
    now: T0,
    advance(ms: number) {
      clock.now += ms;
    },
  };
  // On PostgreSQL the notification fan-out goes through LISTEN/NOTIFY, as between replicas.
  const bus = createBus(db);
  closeAfterFile(() => bus.close());
  await bus.ready();
  const app = createApp({
    db,
    clock: () => clock.now,
    secret: "test-secret-0123456789abcdef",
    bus,
    modules,
    checkContract: true,
  });
  const call: TestApp["call"] = async (method, path, options = {}) => {
    const url = new URL(path, "http://adm.test");
    for (const [key, value] of Object.entries(options.query ?? {})) url.searchParams.set(key, String(value));
    const headers: Record<string, string> = {};
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: string | undefined = options.rawBody;
    if (options.body !== undefined) {
      headers["content-type"] = "application/json";
      body = JSON.stringify(options.body);
    }
    const response = await app.request(url.pathname + url.search, { method, headers, body });
    // Without DOM types (tsconfig.server.json) Response.json() is Promise<unknown>.
    const reply = (await response.json()) as Envelope<never>;
    return { http: response.status, body: reply, headers: response.headers };
  };
  const login = async (email: string, plain = DEMO_PASSWORD) => {
    const reply = await call("POST", "/services/auth/login", { body: { email, plain } });
    if (reply.http !== 200) throw new Error(`login ${email} failed: ${JSON.stringify(reply.body)}`);
    return reply.body.result.token as string;
  };
  const counts = () =>
    countTables(db, ["logs", "users", "sessions", "password_resets", "mail_outbox", "notifications"]);
  return { app, db, clock, call, login, counts };
}

/** The newest audit row of an action (fails the test when there is none). */
export function lastLog(db: Db, action: string) {
  return db
    .selectFrom("logs")
    .selectAll()
    .where("action", "=", action)
    .orderBy("log_id", "desc")
    .executeTakeFirstOrThrow();
}
