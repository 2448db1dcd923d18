import { beforeAll, describe, expect, it } from "vitest";
import { dashboardDb } from "../../server/dashboard/tables.ts";
import { SEED_NOW } from "../../server/seed/reference-data.ts";
import { createTestApp, type TestApp } from "./helpers.ts";

// The drill-down of spec 2 §7 on the small seed: users of an edge → their devices (P20D) → the contents of
// a device (P6D) → the events of a content (P6D) → one event.

const BASE = "/services/dashboard/edge";
const UNTIL = new Date(SEED_NOW).toISOString();
const DAY = 86_400_000;

let t: TestApp;
let token: string;
/** A video user with an error in the last 6 days, and where it happened. */
let seen: { user_id: number; edge_id: string; device_id: string; content_id: number; email: string };
beforeAll(async () => {
  t = await createTestApp();
  token = await t.login("consulta@adm.test");
  seen = await dashboardDb(t.db)
    .selectFrom("edge_events as ev")
    .innerJoin("edge_servers as s", "s.edge_key", "ev.edge_key")
    .innerJoin("edge_devices as d", "d.device_key", "ev.device_key")
    .innerJoin("edge_users as u", "u.user_id", "ev.user_id")
    .select(["ev.user_id", "s.edge_id", "d.device_id", "ev.content_id", "u.email"])
    .where("s.area", "=", "video")
    .where("s.edge_id", "!=", "default")
    .where("ev.status", "=", 0)
    .where("ev.time", ">=", new Date(SEED_NOW - 2 * DAY).toISOString())
    .orderBy("ev.event_id")
    .limit(1)
    .executeTakeFirstOrThrow();
});

const get = (path: string, query: Record<string, string | number>) =>
  t.call("GET", `${BASE}/video${path}`, { token, query: { until: UNTIL, ...query } });

/** Error events of the user in the window, counted straight from the table. */
async function errorsSince(days: number, filter: { device?: string; content?: number } = {}) {
  let query = dashboardDb(t.db)
    .selectFrom("edge_events as ev")
    .innerJoin("edge_servers as s", "s.edge_key", "ev.edge_key")
    .innerJoin("edge_devices as d", "d.device_key", "ev.device_key")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("ev.user_id", "=", seen.user_id)
    .where("s.edge_id", "=", seen.edge_id)
    .where("s.area", "=", "video")
    .where("ev.status", "=", 0)
    .where("ev.time", ">=", new Date(SEED_NOW - days * DAY).toISOString())
    .where("ev.time", "<", UNTIL);
  if (filter.device) query = query.where("d.device_id", "=", filter.device);
  if (filter.content) query = query.where("ev.content_id", "=", filter.content);
  return Number((await query.executeTakeFirstOrThrow()).n);
}

describe("dashboard drill-down", () => {
  it("lists an edge's users with errors, most first, paged, with the spec's fields", async () => {
    const all = (await get("/users", { edge_id: seen.edge_id, length: 500 })).body.result;
    expect(all).toMatchObject({ draw: 1, interval: "P20D", total: all.users.length });
    expect(all.users.length).toBeGreaterThan(3);
    const user = all.users.find((u: { id: number }) => u.id === seen.user_id);
    expect(user).toEqual({
      id: seen.user_id,
      edge_id: seen.edge_id,
      region: expect.any(String),
      email: seen.email,
      username: expect.any(String),
      subscription: expect.any(String),
      events: { error: await errorsSince(20) },
      chunks: { error: expect.any(Number) },
    });
    const errors = all.users.map((u: { events: { error: number } }) => u.events.error);
    expect(errors).toEqual([...errors].sort((a, b) => b - a));
    expect(Math.min(...errors)).toBeGreaterThan(0);
    const page = await get("/users", { edge_id: seen.edge_id, start: 1, length: 2, draw: 3 });
    expect(page.body.result).toMatchObject({ draw: 3, total: all.total, users: all.users.slice(1, 3) });
  });

  it("finds a user by the start of their e-mail on any edge of the area", async () => {
    const reply = await get("/users", { email: seen.email.toUpperCase() });
    const rows = reply.body.result.users;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((u: { email: string }) => u.email === seen.email)).toBe(true);
    expect(rows.map((u: { edge_id: string }) => u.edge_id)).toContain(seen.edge_id);
    const prefix = await get("/users", { email: seen.email.slice(0, 4) });
    expect(
      prefix.body.result.users.every((u: { email: string }) => u.email.startsWith(seen.email.slice(0, 4))),
    ).toBe(true);
    expect((await get("/users", { email: "nadie.nunca@" })).body.result).toMatchObject({
      users: [],
      total: 0,
    });
  });

  it("lists the user's devices on the edge over 20 days", async () => {
    const reply = await get("/devices", { user_id: seen.user_id, edge_id: seen.edge_id });
    const result = reply.body.result;
    expect(result.interval).toBe("P20D");
    const device = result.devices.find((d: { id: string }) => d.id === seen.device_id);
    expect(device).toEqual({
      id: seen.device_id,
      category: expect.any(String),
      ip: expect.stringMatching(/^\d+\.\d+\.\d+\.\d+$/),
      user_id: seen.user_id,
      edge_id: seen.edge_id,
      events: { error: await errorsSince(20, { device: seen.device_id }) },
      chunks: { error: expect.any(Number) },
    });
  });

  it("lists a device's contents over 6 days, paged, and a content's events newest first", async () => {
    const contents = await get("/contents", {
      user_id: seen.user_id,
      edge_id: seen.edge_id,
      device_id: seen.device_id,
    });
    expect(contents.body.result.interval).toBe("P6D");
    const content = contents.body.result.contents.find(
      (c: { content_id: number }) => c.content_id === seen.content_id,
    );
    expect(content).toMatchObject({
      title: expect.any(String),
      group: { id: expect.toSatisfy((id) => id === null || typeof id === "number") },
      events: { error: await errorsSince(6, { device: seen.device_id, content: seen.content_id }) },
    });
    const events = await get("/events", {
      user_id: seen.user_id,
      edge_id: seen.edge_id,
      device_id: seen.device_id,
      content_id: seen.content_id,
    });
    const list = events.body.result.events;
    expect(list.length).toBe(events.body.result.total);
    expect(list.filter((e: { status: number }) => e.status === 0)).toHaveLength(content.events.error);
    expect(list.map((e: { time: string }) => e.time)).toEqual(
      list
        .map((e: { time: string }) => e.time)
        .sort()
        .reverse(),
    );
    expect(list[0]).toEqual({
      id: expect.any(Number),
      event: expect.any(String),
      status: expect.toSatisfy((s) => [0, 1, 2].includes(s as number)),
      time: expect.any(String),
      server: expect.stringContaining(`edge${seen.edge_id}.video`),
      url: expect.stringContaining(`/vod/${seen.content_id}/`),
      buffer_duration: null,
    });
  });

  it("keeps the spec's intervals: a content played 7 days before `until` counts for devices (P20D), not for contents (P6D)", async () => {
    // The content whose last event on its user's device is the oldest: nothing newer of it shows at P6D.
    const old = await dashboardDb(t.db)
      .selectFrom("edge_events as ev")
      .innerJoin("edge_servers as s", "s.edge_key", "ev.edge_key")
      .innerJoin("edge_devices as d", "d.device_key", "ev.device_key")
      .select(["ev.user_id", "s.edge_id", "d.device_id", "ev.content_id"])
      .select((eb) => eb.fn.max("ev.time").as("time"))
      .where("s.area", "=", "video")
      .groupBy(["ev.user_id", "s.edge_id", "d.device_id", "ev.content_id"])
      .orderBy("time")
      .orderBy("ev.user_id")
      .limit(1)
      .executeTakeFirstOrThrow();
    const until = new Date(Date.parse(old.time) + 7 * DAY).toISOString();
    const at = { user_id: old.user_id, edge_id: old.edge_id, until };
    const devices = (await get("/devices", at)).body.result.devices;
    expect(devices.map((d: { id: string }) => d.id)).toContain(old.device_id);
    const contents = (await get("/contents", { ...at, device_id: old.device_id })).body.result.contents;
    expect(contents.map((c: { content_id: number }) => c.content_id)).not.toContain(old.content_id);
    const wider = (await get("/contents", { ...at, device_id: old.device_id, interval: "P8D" })).body.result;
    expect(wider.contents.map((c: { content_id: number }) => c.content_id)).toContain(old.content_id);
  });

  it("answers one event with its user, device, application and the operator's data", async () => {
    const [first] = (
      await get("/events", {
        user_id: seen.user_id,
        edge_id: seen.edge_id,
        device_id: seen.device_id,
        content_id: seen.content_id,
      })
    ).body.result.events;
    const reply = await t.call("GET", `${BASE}/video/event/${first.id}`, { token });
    expect(reply.body.result).toEqual({
      ...first,
      edge_id: seen.edge_id,
      content_id: seen.content_id,
      user: {
        id: seen.user_id,
        email: seen.email,
        hks: expect.stringMatching(/^[0-9a-f]{32}$/),
        userhash: expect.any(String),
      },
      device: {
        kind: expect.any(String),
        brand: expect.any(String),
        model: expect.any(String),
        os: expect.any(String),
        deviceid: seen.device_id,
      },
      application: { version: expect.any(String) },
      operator: {
        request: expect.objectContaining({ method: "GET", url: first.url }),
        response: expect.objectContaining({ status: expect.any(Number) }),
        faildata:
          first.status === 1 ? null : expect.objectContaining({ code: expect.stringMatching(/^EDGE-VID-/) }),
      },
    });
    const elsewhere = await t.call("GET", `${BASE}/api/event/${first.id}`, { token });
    expect(elsewhere.http).toBe(404);
    expect(elsewhere.body.error).toBe("edge_event_not_found");
  });

  it("keeps the documented fixture: María had errors in the last two hours on API edge 201 and video edge 101", async () => {
    for (const [area, edge] of [
      ["api", "201"],
      ["video", "101"],
    ]) {
      const reply = await t.call("GET", `${BASE}/${area}/users`, {
        token,
        query: { until: UNTIL, interval: "PT2H", edge_id: edge, email: "maria.lopez@correo.test" },
      });
      expect(reply.body.result.users).toEqual([
        expect.objectContaining({ id: 10_000_001, edge_id: edge, email: "maria.lopez@correo.test" }),
      ]);
    }
  });

  it("refuses a drill without its keys and an edge of another area", async () => {
    const missing = await get("/devices", { edge_id: seen.edge_id });
    expect(missing.body).toMatchObject({ error: "invalid_request", extra: { datafield: "user_id" } });
    const foreign = await get("/devices", { user_id: seen.user_id, edge_id: "201" });
    expect(foreign.http).toBe(404);
    expect(foreign.body.error).toBe("edge_not_found");
  });
});
