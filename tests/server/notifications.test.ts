import { beforeAll, describe, expect, it } from "vitest";
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
async function openStream(token: string): Promise<Stream> {
  const response = await t.app.request("/services/notifications/stream", {
    headers: { authorization: `Bearer ${token}`, accept: "text/event-stream" },
  });
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

const event = (message: string) => `data: ${JSON.stringify({ message })}`;

describe("notification stream", () => {
  it("sends the pending notification once on connect, then broadcasts", async () => {
    const token = await t.login(DEMO_NOTIFICATION.email);
    const stream = await openStream(token);
    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get("content-type")).toContain("text/event-stream");
    expect(await stream.next()).toBe(": connected");
    expect(await stream.next()).toBe(event(DEMO_NOTIFICATION.message));

    const broadcast = await t.call("POST", "/services/notifications", {
      token: admin,
      body: { message: "Nueva versión publicada" },
    });
    expect(broadcast.http).toBe(201);
    expect(broadcast.body).toMatchObject({ status: 0, result: { delivered: 1 } });
    expect(await stream.next()).toBe(event("Nueva versión publicada"));
    await stream.close();

    const again = await openStream(token);
    expect(await again.next()).toBe(": connected");
    await t.call("POST", "/services/notifications", { token: admin, body: { message: "segundo aviso" } });
    // The pending message was consumed by the first connection: the next block is the broadcast.
    expect(await again.next()).toBe(event("segundo aviso"));
    await again.close();
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
    expect(all.body.result.delivered).toBe(2);
    expect(await a.next()).toBe(event("a todos"));
    expect(await b.next()).toBe(event("a todos"));
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
    expect(one.body.result.delivered).toBe(1);
    expect(await b.next()).toBe(event("solo v9"));
    await a.close();
    await b.close();
  });

  it("keeps a targeted notification for a user with no open stream until login and connect", async () => {
    const userId = (
      await t.db
        .selectFrom("users")
        .select("user_id")
        .where("email", "=", "apauat@adm.test")
        .executeTakeFirstOrThrow()
    ).user_id;
    const sent = await t.call("POST", "/services/notifications", {
      token: admin,
      body: { message: "pendiente", user_id: userId },
    });
    expect(sent.body.result.delivered).toBe(0);
    const login = await t.call("POST", "/services/auth/login", {
      body: { email: "apauat@adm.test", plain: "Demo2026!" },
    });
    expect(login.body.result.notification).toEqual({ message: "pendiente" });
    const stream = await openStream(login.body.result.token);
    expect(await stream.next()).toBe(": connected");
    expect(await stream.next()).toBe(event("pendiente"));
    await stream.close();
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
