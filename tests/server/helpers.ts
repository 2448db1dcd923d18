import type { Hono } from "hono";
import { type AppOptions, createApp } from "../../server/app.ts";
import type { AppEnv } from "../../server/context.ts";
import { type Db, openSqlite, sqliteHandle } from "../../server/db/database.ts";
import type { Envelope } from "../../server/envelope.ts";
import { SERVER_MODULES } from "../../server/modules.ts";
import { createBus } from "../../server/platform/bus/create-bus.ts";
import { DEMO_PASSWORD } from "../../server/seed/demo-users.ts";
import type { SeedOptions } from "../../server/seed/index.ts";
import { closeAfterFile, countTables, openTestDatabase } from "./test-database.ts";

export { countRows, countTables } from "./test-database.ts";

/** Test time starts after every seeded timestamp (the seed ends 2026-11-15). */
export const T0 = Date.parse("2026-11-20T09:00:00.000Z");
export const MINUTE = 60_000;
/** The token secret of every test app (tests that stand for an older server sign tokens with it). */
export const TEST_SECRET = "test-secret-0123456789abcdef";

export type Reply<T = unknown> = { http: number; body: Envelope<T>; headers: Headers };
export type CallOptions = {
  token?: string;
  body?: unknown;
  rawBody?: string;
  /** Content-Type of a body; application/json unless given (null sends none). */
  contentType?: string | null;
  /** The socket's remote address (app.request() has no socket otherwise). */
  ip?: string;
  /** Extra request headers. */
  headers?: Record<string, string>;
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
 * (checkContract). Tests of the module platform pass extra modules; tests of the defences pass their settings
 * (lockout length, trusted proxies).
 */
export async function createTestApp(
  seed: SeedOptions = { scale: "small" },
  options: TestAppOptions = {},
): Promise<TestApp> {
  const db = await openTestDatabase(seed, options.modules ?? SERVER_MODULES);
  // On PostgreSQL the notification fan-out goes through LISTEN/NOTIFY, as between replicas.
  const bus = createBus(db);
  closeAfterFile(() => bus.close());
  await bus.ready();
  return testAppOn(db, { ...options, bus });
}

type TestAppOptions = Omit<AppOptions, "db" | "clock" | "secret" | "checkContract">;

/**
 * An independent copy of a test app's database (sessions included, so its tokens stay valid) behind a new app
 * at the same clock time: generated tests run a call that may change data on a copy, never on the original.
 * SQLite only (the sqlite vitest project): the copy is the serialized in-memory database.
 */
export function copyTestApp(source: TestApp | Snapshot, options: TestAppOptions = {}): TestApp {
  const snapshot = "image" in source ? source : snapshotOf(source);
  const copy = testAppOn(openSqlite(snapshot.image), options);
  copy.clock.now = snapshot.now;
  return copy;
}

/** A test app's database and clock frozen, for many copies (copyTestApp) without serializing each time. */
export type Snapshot = { image: Buffer; now: number };

export const snapshotOf = (source: TestApp): Snapshot => ({
  image: sqliteHandle(source.db).serialize(),
  now: source.clock.now,
});

function testAppOn(db: Db, options: TestAppOptions): TestApp {
  const clock = {
    now: T0,
    advance(ms: number) {
      clock.now += ms;
    },
  };
  const app = createApp({
    ...options,
    db,
    clock: () => clock.now,
    secret: TEST_SECRET,
    checkContract: true,
  });
  const call: TestApp["call"] = async (method, path, options = {}) => {
    const url = new URL(path, "http://adm.test");
    for (const [key, value] of Object.entries(options.query ?? {})) url.searchParams.set(key, String(value));
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const body = options.body !== undefined ? JSON.stringify(options.body) : options.rawBody;
    const contentType = options.contentType === undefined ? "application/json" : options.contentType;
    if (body !== undefined && contentType !== null) headers["content-type"] = contentType;
    const env = options.ip ? { incoming: { socket: { remoteAddress: options.ip } } } : undefined;
    const response = await app.request(url.pathname + url.search, { method, headers, body }, env);
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
