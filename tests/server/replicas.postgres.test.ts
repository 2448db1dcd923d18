import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../server/db/database.ts";
import { PURGE_JOB } from "../../server/jobs/maintenance.ts";
import { enqueueJob } from "../../server/jobs/queue.ts";
import { MAX_FAILED_LOGINS } from "../../server/platform/auth/lockout.ts";
import { DEMO_PASSWORD } from "../../server/seed/demo-users.ts";
import { type ServerProcess as Replica, startReplica } from "./server-process.ts";
import { createPostgresDatabase } from "./test-database.ts";

// Two server processes (server/main.ts) on one PostgreSQL database, as behind a load balancer: whatever one
// replica does, the other sees on its next request. Nothing here is a timed assertion: `until` waits for an
// event that must come (the test timeout bounds it).

let db: Db;
let a: Replica;
let b: Replica;
beforeAll(async () => {
  const created = await createPostgresDatabase();
  db = created.db;
  [a, b] = await Promise.all([startReplica("A", created.url), startReplica("B", created.url)]);
}, 180_000);
afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
});

// biome-ignore lint/suspicious/noExplicitAny: tests read loosely typed JSON results
type Reply = { http: number; body: { status: number; result: any; error: string | null } };

async function call(
  on: Replica,
  method: string,
  path: string,
  token?: string,
  body?: unknown,
): Promise<Reply> {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers["content-type"] = "application/json";
  const response = await fetch(on.base + path, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { http: response.status, body: (await response.json()) as Reply["body"] };
}

async function login(on: Replica, email: string, plain = DEMO_PASSWORD): Promise<string> {
  const reply = await call(on, "POST", "/services/auth/login", undefined, { email, plain });
  if (reply.http !== 200) throw new Error(`login ${email} on ${on.name}: ${JSON.stringify(reply.body)}`);
  return reply.body.result.token;
}

/**
 * An SSE stream of the notification feed on one replica (the token in the Authorization header, as the
 * console sends it); next() gives its blocks one at a time.
 */
async function openStream(on: Replica, token: string, lastEventId?: number) {
  const resume = lastEventId === undefined ? "" : `?last_event_id=${lastEventId}`;
  const response = await fetch(`${on.base}/services/notifications/stream${resume}`, {
    headers: { authorization: `Bearer ${token}`, accept: "text/event-stream" },
  });
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  return {
    async next() {
      while (!buffer.includes("\n\n")) {
        const { value, done } = await reader.read();
        // A refused or ended stream fails the test instead of waiting forever for a block.
        if (done) throw new Error(`stream on ${on.name} ended (HTTP ${response.status}): ${buffer}`);
        buffer += decoder.decode(value, { stream: true });
      }
      const block = buffer.slice(0, buffer.indexOf("\n\n"));
      buffer = buffer.slice(block.length + 2);
      return block;
    },
    close: () => reader.cancel(),
  };
}

type Truthy<T> = Exclude<T, false | null | undefined | 0 | "">;

async function until<T>(probe: () => Promise<T>): Promise<Truthy<T>> {
  for (;;) {
    const value = await probe();
    if (value) return value as Truthy<T>;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const userId = async (email: string) =>
  (await db.selectFrom("users").select("user_id").where("email", "=", email).executeTakeFirstOrThrow())
    .user_id;

describe("two replicas on one PostgreSQL", () => {
  it("accepts on B a token signed on A: one secret (kept in settings, no ADM_SECRET) and one session table", async () => {
    const token = await login(a, "soporte@adm.test");
    expect((await call(b, "GET", "/services/profile", token)).http).toBe(200);
    const secrets = await db
      .selectFrom("settings")
      .select("value")
      .where("key", "=", "token_secret")
      .execute();
    expect(secrets).toHaveLength(1);
  });

  it("refuses on B a session ended on A", async () => {
    const token = await login(b, "soporte@adm.test");
    expect((await call(b, "GET", "/services/profile", token)).http).toBe(200);
    expect((await call(a, "POST", "/services/auth/logout", token)).http).toBe(200);
    const after = await call(b, "GET", "/services/profile", token);
    expect([after.http, after.body.error]).toEqual([401, "user_invalid_token"]);
  });

  it("applies a group change made through A on B's next request, though B had cached the permissions", async () => {
    const admin = await login(a, "admin@adm.test");
    const operador = await login(b, "operador@adm.test");
    const probe = () => call(b, "GET", "/services/base/menuadminv", operador);
    expect((await probe()).http).toBe(200);
    expect((await probe()).http).toBe(200); // served from B's cache
    const operaciones = 3;
    const off = await call(a, "PUT", `/services/system/group/active/${operaciones}`, admin, { active: 0 });
    expect(off.http).toBe(200);
    expect((await probe()).http).toBe(403);
    await call(a, "PUT", `/services/system/group/active/${operaciones}`, admin, { active: 1 });
    expect((await probe()).http).toBe(200);
  });

  it("applies a change of one user's groups made through A on B's next request", async () => {
    const admin = await login(a, "admin@adm.test");
    const consulta = await login(b, "consulta@adm.test");
    const probe = () =>
      call(b, "GET", "/services/consulta_consumo/user/byemail?email=maria.lopez@correo.test", consulta);
    expect((await probe()).http).toBe(200);
    const id = await userId("consulta@adm.test");
    const apaUat = await db
      .selectFrom("groups")
      .select("group_id")
      .where("name", "=", "apa_uat")
      .executeTakeFirstOrThrow();
    const role = await db
      .selectFrom("profiles")
      .select("profile_id")
      .where("name", "=", "consulta")
      .executeTakeFirstOrThrow();
    const moved = await call(a, "PUT", `/services/user/${id}`, admin, {
      group_profiles: [{ group_id: apaUat.group_id, profile_id: role.profile_id }],
    });
    expect(moved.http).toBe(200);
    expect((await probe()).http).toBe(403);
  });

  it("counts wrong passwords sent to either replica towards one lockout", async () => {
    const email = "apauat@adm.test";
    for (let i = 1; i <= MAX_FAILED_LOGINS; i += 1) {
      const reply = await call(i % 2 ? a : b, "POST", "/services/auth/login", undefined, {
        email,
        plain: "wrong",
      });
      expect(reply.body.error).toBe(
        i < MAX_FAILED_LOGINS ? "auth_invalid_login" : "bloqued_account_exception",
      );
    }
    for (const replica of [a, b]) {
      const right = await call(replica, "POST", "/services/auth/login", undefined, {
        email,
        plain: DEMO_PASSWORD,
      });
      expect(right.body.error).toBe("bloqued_account_exception");
    }
  });

  it("delivers to an SSE stream on B the notifications created through A, and marks them delivered", async () => {
    const admin = await login(a, "admin@adm.test");
    const token = await login(b, "v9@adm.test");
    const stream = await openStream(b, token);
    const next = stream.next;
    expect(await next()).toBe(": connected");
    const v9 = await userId("v9@adm.test");
    const sent = await call(a, "POST", "/services/notifications", admin, { message: "desde A", user_id: v9 });
    expect(sent.http).toBe(201);
    // A has no stream of that user: it answers what it published, which B's stream receives.
    expect(sent.body.result).toMatchObject({ id: expect.any(Number), user_id: v9 });
    // The SSE id is the one A gave it, so a stream reconnecting to either replica resumes after it.
    const event = (block: string) => {
      const [data, id] = block.split("\n");
      return { data, id: Number(/^id: (\d+)$/.exec(id ?? "")?.[1]) };
    };
    const first = event(await next());
    expect(first).toEqual({
      data: `data: ${JSON.stringify({ message: "desde A" })}`,
      id: sent.body.result.id,
    });
    const broadcast = await call(a, "POST", "/services/notifications", admin, { message: "a todos" });
    expect(broadcast.http).toBe(201);
    const second = event(await next());
    expect(second.data).toBe(`data: ${JSON.stringify({ message: "a todos" })}`);
    expect(second.id).toBeGreaterThan(first.id);
    await stream.close();
    const stored = await until(() =>
      db
        .selectFrom("notifications")
        .select("delivered_at")
        .where("user_id", "=", v9)
        .where("message", "=", "desde A")
        .where("delivered_at", "is not", null)
        .executeTakeFirst(),
    );
    expect(stored.delivered_at).not.toBeNull();
    // Reconnecting to A after the first event: A remembers the broadcast it sent, under the same id.
    const resumed = await openStream(a, token, first.id);
    expect(await resumed.next()).toBe(": connected");
    expect(await resumed.next()).toBe(`data: ${JSON.stringify({ message: "a todos" })}\nid: ${second.id}`);
    await resumed.close();
  });

  it("keeps audit ids dense and datetimes in id order under concurrent writes through both replicas", async () => {
    const attempts = Array.from({ length: 30 }, (_, i) =>
      call(i % 2 ? a : b, "POST", "/services/auth/login", undefined, {
        email: `nadie${i}@adm.test`,
        plain: "x",
      }),
    );
    expect((await Promise.all(attempts)).every((r) => r.body.error === "auth_invalid_login")).toBe(true);
    const { rows } = await sql<{ n: number; top: number; disorder: number }>`select count(*) as n,
      max(log_id) as top, (select count(*) from logs l join logs p on p.log_id = l.log_id - 1
        where p.datetime > l.datetime) as disorder from logs`.execute(db);
    expect(rows[0].top).toBe(rows[0].n);
    expect(rows[0].disorder).toBe(0);
  });

  it("runs the daily purge once though both replicas schedule it, and each queued job exactly once", async () => {
    const purges = await until(async () => {
      const rows = await db
        .selectFrom("jobs")
        .select(["status", "locked_by"])
        .where("kind", "=", PURGE_JOB)
        .execute();
      return rows.length === 1 && rows[0].status === "done" && rows;
    });
    expect(purges).toHaveLength(1);
    const now = Date.now();
    for (let i = 0; i < 40; i += 1) await enqueueJob(db, { kind: PURGE_JOB, dedupeKey: `extra-${i}` }, now);
    await sql`select pg_notify('adm_jobs', '{}')`.execute(db); // what wakeJobWorkers sends
    const done = await until(async () => {
      const rows = await db
        .selectFrom("jobs")
        .select(["status", "attempts", "locked_by"])
        .where("dedupe_key", "like", "extra-%")
        .execute();
      return rows.every((r) => r.status === "done") && rows;
    });
    expect(done).toHaveLength(40);
    expect(done.every((r) => r.attempts === 1)).toBe(true);
  });
});
