import { beforeAll, describe, expect, it } from "vitest";
import { countRows, createTestApp, type TestApp } from "./helpers.ts";

type User = { user_id: number; name: string; email: string; role: string; profiles: string } & Record<
  string,
  unknown
>;

let t: TestApp;
let admin: string;
let total: number;
let created: User;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login("admin@adm.test");
  const reply = await t.call("POST", "/services/user", {
    token: admin,
    body: {
      name: "zulema.lista",
      fullname: "Zulema Lista",
      email: "zulema@lista.adm.test",
      region_id: 748,
      tz_id: 7,
      active: 1,
      plain: "Lista-Clave-2026",
      profiles: "12,2|9,3",
    },
  });
  created = reply.body.result;
  total = await countRows(t.db, "users");
});

async function list(query: Record<string, string | number>) {
  const reply = await t.call("GET", "/services/user", { token: admin, query });
  expect(reply.http, JSON.stringify(reply.body)).toBe(200);
  return reply.body.result as { draw: number; recordsTotal: number; recordsFiltered: number; data: User[] };
}

describe("GET /services/user", () => {
  it("pages server-side with start/length and echoes draw", async () => {
    const page = await list({ draw: 4, start: 0, length: 10 });
    expect(page).toMatchObject({ draw: 4, recordsTotal: total, recordsFiltered: total });
    expect(page.data).toHaveLength(10);
    expect(Object.keys(page.data[0])).toEqual([
      "user_id",
      "name",
      "fullname",
      "email",
      "region_id",
      "tz_id",
      "active",
      "root",
      "created_at",
      "last_login",
      "role",
      "profiles",
      "locked",
    ]);
    const next = await list({ start: 10, length: 10 });
    expect(next.data[0].user_id).toBeGreaterThan(page.data[9].user_id);
    // The logs names (from, rpp) work the same; length -1 returns every row (exports).
    expect((await list({ from: 10, rpp: 10 })).data).toEqual(next.data);
    expect((await list({ length: -1 })).data).toHaveLength(total);
  });

  it("finds the created user by name and by e-mail, with role titles and the profiles string", async () => {
    const byName = await list({ search: "ZULEMA" });
    expect(byName.recordsFiltered).toBe(1);
    expect(byName.recordsTotal).toBe(total);
    expect(byName.data[0]).toMatchObject({
      user_id: created.user_id,
      name: "zulema.lista",
      email: "zulema@lista.adm.test",
      region_id: 748,
      tz_id: 7,
      active: 1,
      root: 0,
      role: "Consulta, Editor",
      profiles: "9,3|12,2",
      last_login: null,
      locked: 0,
    });
    expect(byName.data[0].created_at).toEqual(expect.any(String));
    // With '@' the term is an e-mail: "lista" alone also hits the name, "@lista" only the e-mail.
    const byEmail = await list({ search: "@lista.adm" });
    expect(byEmail.data.map((u) => u.user_id)).toEqual([created.user_id]);
    expect((await list({ search: "lista@" })).recordsFiltered).toBe(0);
    // % and _ are literal.
    expect((await list({ search: "%" })).recordsFiltered).toBe(0);
  });

  it("sorts by every sortable field, both orders, with user_id breaking ties", async () => {
    const all = (await list({ length: -1 })).data;
    const text = (key: (u: User) => string) => (a: User, b: User) =>
      key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0;
    const compare: Record<string, (a: User, b: User) => number> = {
      user_id: (a, b) => a.user_id - b.user_id,
      name: text((u) => u.name.toLowerCase()),
      email: text((u) => u.email),
      role: text((u) => u.role),
      profiles: text((u) => u.profiles),
      created_at: text((u) => String(u.created_at)),
      active: (a, b) => Number(a.active) - Number(b.active),
    };
    for (const [field, cmp] of Object.entries(compare)) {
      for (const order of ["asc", "desc"] as const) {
        const expected = [...all]
          .sort((a, b) => (cmp(a, b) || a.user_id - b.user_id) * (order === "asc" ? 1 : -1))
          .slice(5, 30)
          .map((u) => u.user_id);
        const page = await list({ sort_field: field, sort_order: order, start: 5, length: 25 });
        expect(
          page.data.map((u) => u.user_id),
          `${field} ${order}`,
        ).toEqual(expected);
      }
    }
    const lastLogin = await list({ sort_field: "last_login", sort_order: "desc", length: 5 });
    const stamps = lastLogin.data.map((u) => String(u.last_login));
    expect(stamps).toEqual([...stamps].sort().reverse());
  });

  it("refuses unknown sort fields and bad paging with 400 invalid_request", async () => {
    for (const [query, datafield] of [
      [{ sort_field: "password_hash" }, "sort_field"],
      [{ sort_order: "up" }, "sort_order"],
      [{ length: 0 }, "length"],
      [{ start: -1 }, "start"],
      [{ length: 5000 }, "length"],
    ] as const) {
      const reply = await t.call("GET", "/services/user", { token: admin, query });
      expect(reply.http).toBe(400);
      expect(reply.body).toMatchObject({ error: "invalid_request", extra: { datafield } });
    }
  });
});

describe("GET /services/user/{id}", () => {
  it("returns the group_profiles rows, rules and groups of the user", async () => {
    const reply = await t.call("GET", `/services/user/${created.user_id}`, { token: admin });
    expect(reply.http).toBe(200);
    const user = reply.body.result;
    expect(user.group_profiles).toEqual([
      {
        group_id: 9,
        group_name: "monitoreo",
        group_title: "Monitoreo",
        profile_id: 3,
        profile_title: "Consulta",
        active: "1",
      },
      {
        group_id: 12,
        group_name: "marketing",
        group_title: "Marketing",
        profile_id: 2,
        profile_title: "Editor",
        active: "1",
      },
    ]);
    expect(user.rules.map((r: { name: string }) => r.name)).toEqual([
      "dashboard",
      "mails",
      "ostream",
      "products",
      "servicetype",
    ]);
    expect(user.groups.map((g: { name: string }) => g.name)).toEqual(["monitoreo", "marketing"]);
    expect(user.timezone).toMatchObject({ tz_id: 7, name: "America/Bogota" });
  });

  it("answers 404 user_not_found for an unknown id and 400 for a non-numeric one", async () => {
    const missing = await t.call("GET", "/services/user/999999", { token: admin });
    expect(missing.http).toBe(404);
    expect(missing.body.error).toBe("user_not_found");
    const bad = await t.call("GET", "/services/user/abc", { token: admin });
    expect(bad.body).toMatchObject({
      status: 400,
      error: "invalid_request",
      extra: { datafield: "user_id" },
    });
  });
});
