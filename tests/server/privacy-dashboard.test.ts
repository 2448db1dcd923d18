import { beforeAll, describe, expect, it } from "vitest";
import { dashboardDb } from "../../server/dashboard/tables.ts";
import { SEED_NOW } from "../../server/seed/reference-data.ts";
import { maskEmail } from "../../src/contract/personal-data.ts";
import { createTestApp, type TestApp } from "./helpers.ts";
import { signInStaffUser } from "./staff-user.ts";

// Issue 32 item 2: the monitoring's users (e-mail, username), devices (IP) and event detail (the user's e-mail)
// are masked for a dashboard viewer without the module's "personal" privilege.

const BASE = "/services/dashboard/edge";
const UNTIL = new Date(SEED_NOW).toISOString();
const MARIA = { id: 10_000_001, email: "maria.lopez@correo.test" };

let t: TestApp;
let masked: string;
let whole: string;
let device: { device_id: string; ip: string; event_id: number };
beforeAll(async () => {
  t = await createTestApp();
  masked = await signInStaffUser(t, "tablero_oculto", "dashboard", ["view"]);
  whole = await signInStaffUser(t, "tablero_completo", "dashboard", ["view", "personal"]);
  device = await dashboardDb(t.db)
    .selectFrom("edge_events as ev")
    .innerJoin("edge_servers as s", "s.edge_key", "ev.edge_key")
    .innerJoin("edge_devices as d", "d.device_key", "ev.device_key")
    .select(["d.device_id", "d.ip", "ev.event_id"])
    .where("s.area", "=", "video")
    .where("s.edge_id", "=", "101")
    .where("ev.user_id", "=", MARIA.id)
    .orderBy("ev.event_id", "desc")
    .limit(1)
    .executeTakeFirstOrThrow();
});

const get = (token: string, path: string, query: Record<string, string | number> = {}) =>
  t.call("GET", `${BASE}/video${path}`, { token, query: { until: UNTIL, ...query } });

describe("dashboard and personal data", () => {
  it("finds María's rows by her whole e-mail and masks her e-mail and username", async () => {
    const query = { interval: "PT2H", edge_id: "101", email: MARIA.email };
    const [hidden] = (await get(masked, "/users", query)).body.result.users;
    const [shown] = (await get(whole, "/users", query)).body.result.users;
    expect(shown).toMatchObject({ id: MARIA.id, email: MARIA.email });
    expect(hidden).toMatchObject({ id: MARIA.id, email: maskEmail(MARIA.email) });
    expect(hidden.username).toMatch(/^(\S\*\*\*)( \S\*\*\*)*$/);
    expect(hidden.username).not.toBe(shown.username);
  });

  it("masks the IP of her devices", async () => {
    const list = (token: string) =>
      get(token, "/devices", { user_id: MARIA.id, edge_id: "101" }).then((r) =>
        r.body.result.devices.find((d: { id: string }) => d.id === device.device_id),
      );
    expect((await list(whole)).ip).toBe(device.ip);
    const [a, b] = device.ip.split(".");
    expect((await list(masked)).ip).toBe(`${a}.${b}.*.*`);
  });

  it("masks the user's e-mail in an event's detail", async () => {
    const hidden = (await t.call("GET", `${BASE}/video/event/${device.event_id}`, { token: masked })).body
      .result;
    const shown = (await t.call("GET", `${BASE}/video/event/${device.event_id}`, { token: whole })).body
      .result;
    expect(shown.user.email).toBe(MARIA.email);
    expect(hidden.user).toEqual({ ...shown.user, email: maskEmail(MARIA.email) });
    expect(hidden.operator).toEqual(shown.operator);
  });
});
