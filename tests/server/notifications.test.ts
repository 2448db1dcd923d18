import { beforeAll, describe, expect, it } from "vitest";
import { RETAINED_MS } from "../../server/platform/notifications/hub.ts";
import { DEMO_NOTIFICATION } from "../../server/seed/demo-users.ts";
import { createTestApp, type TestApp } from "./helpers.ts";

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login("admin@adm.test");
});

type Stream = { response: Response; next(): Promise<string>; close(): Promise<void> };

/** Opens the SSE stream the way the console does (token in the Authorization header), read block by block. */
async function openStream(token: string, resume: { header?: string; query?: string } = {}): Promise<Stream> {
  const query = resume.query === undefined ? "" : `?last_event_id=${resume.query}`;
  const headers: Record<string, string> = { authorization: `Bearer ${token}`, accept: "text/event-stream" };
  if (resume.header !== undefined) headers["last-event-id"] = resume.header;
  const response = await t.app.request(`/services/notifications/stream${query}`, { headers });
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  return {
    response,
    async next() {
      while (!buffer.includes("\n\n")) {
        const { value, done } = await reader.read();
        if (done) throw new Error("stream ended");
        buffer += decoder.decode(value, { stream: true });
      }
      const end = buffer.indexOf("\n\n");
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      return block;
    },
    close: () => reader.cancel(),
  };
}

/** A block without its id line (ids are checked where they matter). */
const event = (message: string) => `data: ${JSON.stringify({ message })}`;
const dataOf = (block: string) => block.split("\n")[0];
const idOf = (block: string) => Number(/^id: (\d+)$/m.exec(block)?.[1]);

const broadcast = (message: string) =>
  t.call("POST", "/services/notifications", { token: admin, body: { message } });
const userIdOf = async (email: string) =>
  (await t.db.selectFrom("users").select("user_id").where("email", "=", email).executeTakeFirstOrThrow())
    .user_id;

describe("notification stream", () => {
  it("shows the login notification once: the login answer takes it, the stream does not repeat it", async () => {
    const login = await t.call("POST", "/services/auth/login", {
      body: { email: DEMO_NOTIFICATION.email, plain: "Demo2026!" },
    });
    expect(login.body.result.notification).toEqual({ message: DEMO_NOTIFICATION.message });
    const stream = await openStream(login.body.result.token);
    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get("content-type")).toContain("text/event-stream");
    expect(await stream.next()).toBe(": connected");
    const sent = await broadcast("Nueva versión publicada");
    expect(sent.body).toMatchObject({ status: 0, result: { user_id: null, notification_id: null } });
    // The next block is the broadcast, not the login notification again; the answer gave its id.
    const block = await stream.next();
    expect(dataOf(block)).toBe(event("Nueva versión publicada"));
    expect(sent.body.result.id).toBe(idOf(block));
    await stream.close();
    const again = await t.call("POST", "/services/auth/login", {
      body: { email: DEMO_NOTIFICATION.email, plain: "Demo2026!" },
    });
    expect(again.body.result.notification).toEqual({ message: "" });
  });

  it("gives each sent event an increasing id", async () => {
    const stream = await openStream(await t.login("consulta@adm.test"));
    expect(await stream.next()).toBe(": connected");
    await broadcast("uno");
    await broadcast("dos");
    const first = await stream.next();
    const second = await stream.next();
    expect([dataOf(first), dataOf(second)]).toEqual([event("uno"), event("dos")]);
    expect(idOf(second)).toBeGreaterThan(idOf(first));
    await stream.close();
  });

  it("delivers a broadcast to every open stream, and a targeted one only to its user", async () => {
    const consulta = await t.login("consulta@adm.test");
    const v9 = await t.login("v9@adm.test");
    const a = await openStream(consulta);
    const b = await openStream(v9);
    expect(await a.next()).toBe(": connected");
    expect(await b.next()).toBe(": connected");
    const all = await t.call("POST", "/services/notifications", {
      token: admin,
      body: { message: "a todos" },
    });
    expect(all.body.result).toMatchObject({ user_id: null, notification_id: null });
    expect(idOf(await a.next())).toBe(all.body.result.id);
    expect(idOf(await b.next())).toBe(all.body.result.id);
    const userId = (
      await t.db
        .selectFrom("users")
        .select("user_id")
        .where("email", "=", "v9@adm.test")
        .executeTakeFirstOrThrow()
    ).user_id;
    const one = await t.call("POST", "/services/notifications", {
      token: admin,
      body: { message: "solo v9", user_id: userId },
    });
    expect(one.body.result).toMatchObject({ user_id: userId, notification_id: expect.any(Number) });
    const taken = await b.next();
    expect([dataOf(taken), idOf(taken)]).toEqual([event("solo v9"), one.body.result.id]);
    await a.close();
    await b.close();
  });

  it("keeps a targeted notification for a user with no open stream: the login answer delivers it, once", async () => {
    const userId = await userIdOf("apauat@adm.test");
    const sent = await t.call("POST", "/services/notifications", {
      token: admin,
      body: { message: "pendiente", user_id: userId },
    });
    // Published and stored: the answer names the notification kept for the user's next connect.
    const stored = await t.db
      .selectFrom("notifications")
      .select(["notification_id", "delivered_at"])
      .where("user_id", "=", userId)
      .where("message", "=", "pendiente")
      .executeTakeFirstOrThrow();
    expect(sent.body.result).toEqual({
      id: expect.any(Number),
      user_id: userId,
      notification_id: stored.notification_id,
    });
    expect(stored.delivered_at).toBeNull();
    const login = await t.call("POST", "/services/auth/login", {
      body: { email: "apauat@adm.test", plain: "Demo2026!" },
    });
    expect(login.body.result.notification).toEqual({ message: "pendiente" });
    const stream = await openStream(login.body.result.token);
    expect(await stream.next()).toBe(": connected");
    await broadcast("después");
    expect(dataOf(await stream.next())).toBe(event("después"));
    await stream.close();
  });

  it("delivers a targeted notification sent while a signed-in user's stream was down when it reconnects", async () => {
    const token = await t.login("apauat@adm.test");
    await t.call("POST", "/services/notifications", {
      token: admin,
      body: { message: "mientras tanto", user_id: await userIdOf("apauat@adm.test") },
    });
    const stream = await openStream(token);
    expect(await stream.next()).toBe(": connected");
    expect(await stream.next()).toBe(event("mientras tanto"));
    await stream.close();
  });

  it("replays to a reconnecting stream (Last-Event-ID header or last_event_id) what it missed, once", async () => {
    const token = await t.login("consulta@adm.test");
    const first = await openStream(token);
    expect(await first.next()).toBe(": connected");
    await broadcast("antes del corte");
    const seen = idOf(await first.next());
    await first.close();
    await broadcast("durante el corte 1");
    await t.call("POST", "/services/notifications", {
      token: admin,
      body: { message: "para otro usuario", user_id: await userIdOf("v9@adm.test") },
    });
    await broadcast("durante el corte 2");

    for (const resume of [{ header: String(seen) }, { query: String(seen) }]) {
      const back = await openStream(token, resume);
      expect(await back.next()).toBe(": connected");
      const missed1 = await back.next();
      const missed2 = await back.next();
      expect([dataOf(missed1), dataOf(missed2)]).toEqual([
        event("durante el corte 1"),
        event("durante el corte 2"),
      ]);
      await broadcast("en vivo");
      expect(dataOf(await back.next())).toBe(event("en vivo"));
      await back.close();
      // The second pass resumes from the same id: the live one is missed too, after the two.
      await broadcast("otra vez fuera");
    }
  });

  it("replays only what it still remembers: nothing older than its retention", async () => {
    const token = await t.login("consulta@adm.test");
    const first = await openStream(token);
    expect(await first.next()).toBe(": connected");
    await broadcast("visto");
    const seen = idOf(await first.next());
    await first.close();
    await broadcast("demasiado viejo");
    t.clock.advance(RETAINED_MS + 1);
    // Both tokens outlived their ten minutes meanwhile.
    admin = await t.login("admin@adm.test");
    await broadcast("reciente");
    const back = await openStream(await t.login("consulta@adm.test"), { header: String(seen) });
    expect(await back.next()).toBe(": connected");
    expect(dataOf(await back.next())).toBe(event("reciente"));
    await back.close();
  });

  it("refuses a stream without a valid token", async () => {
    const reply = await t.call("GET", "/services/notifications/stream", { token: "nope" });
    expect(reply.http).toBe(401);
    expect(reply.body.error).toBe("user_invalid_token");
  });

  it("refuses a token in the URL: it would end up in access logs and proxies", async () => {
    const token = await t.login("consulta@adm.test");
    const reply = await t.call("GET", "/services/notifications/stream", { query: { token } });
    expect(reply.http).toBe(401);
    expect(reply.body.error).toBe("user_invalid_token");
  });
});
