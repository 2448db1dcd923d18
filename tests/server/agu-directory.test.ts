import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./helpers.ts";

// GET /services/clients/users: the AGU directory of the consumption module's end users (module clients).
const PATH = "/services/clients/users";
let t: TestApp;
let root: string;
let operator: string;

beforeAll(async () => {
  t = await createTestApp();
  // consulta@ holds mexico and chile only: give its group the clients module to see the region scope at work.
  const group = await t.db
    .selectFrom("groups")
    .select("group_id")
    .where("name", "=", "consulta_general")
    .executeTakeFirstOrThrow();
  const module = await t.db
    .selectFrom("modules")
    .select("module_id")
    .where("name", "=", "clients")
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto("group_modules")
    .values({ group_id: group.group_id, module_id: module.module_id })
    .execute();
  root = await t.login("admin@adm.test");
  operator = await t.login("operador@adm.test");
});

const list = (token: string, query: Record<string, string | number> = {}) =>
  t.call("GET", PATH, { token, query });
const ids = (reply: Awaited<ReturnType<typeof list>>) =>
  reply.body.result.data.map((r: { id_usuario: number }) => r.id_usuario);

describe("AGU directory: browsing", () => {
  it("pages every end user with totals and each row's active subscriptions", async () => {
    const all = await t.db
      .selectFrom("end_users")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    const reply = await list(root, { draw: 3, from: 0, quantity: 10 });
    expect(reply.http).toBe(200);
    expect(reply.body.result).toMatchObject({ draw: 3, recordsTotal: all.n, recordsFiltered: all.n });
    expect(ids(reply)).toHaveLength(10);
    const maria = reply.body.result.data.find((r: { id_usuario: number }) => r.id_usuario === 10_000_001);
    const active = await t.db
      .selectFrom("subscriptions")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("id_usuario", "=", 10_000_001)
      .where("status", "=", "active")
      .executeTakeFirstOrThrow();
    expect(active.n).toBeGreaterThan(0);
    expect(maria).toMatchObject({
      email: "maria.lopez@correo.test",
      region: "mexico",
      active_subscriptions: active.n,
    });
  });

  it("reads a page past the middle from the other end, in the asked order", async () => {
    const total = (await list(root, { quantity: 1 })).body.result.recordsTotal as number;
    const tail = await list(root, { from: total - 3, quantity: 5, sort_field: "email" });
    const expected = await t.db
      .selectFrom("end_users")
      .select("id_usuario")
      .orderBy("email")
      .orderBy("id_usuario")
      .offset(total - 3)
      .limit(5)
      .execute();
    expect(ids(tail)).toEqual(expected.map((r) => r.id_usuario));
    const desc = await list(root, { from: 0, quantity: 3, sort_order: "desc" });
    expect(ids(desc)).toEqual([...ids(desc)].sort((a: number, b: number) => b - a));
  });

  it("filters by one region, and a region the operator lacks is refused", async () => {
    const chile = await list(root, { user_region: "chile", quantity: 50 });
    expect(chile.body.result.data.every((r: { region: string }) => r.region === "chile")).toBe(true);
    expect(ids(chile)).toContain(10_000_003);
    const consulta = await t.login("consulta@adm.test");
    const refused = await list(consulta, { user_region: "colombia" });
    expect(refused.http).toBe(403);
    expect(refused.body.error).toBe("wsgu_invalid_region");
  });

  it("without a region covers only the regions the operator holds", async () => {
    const consulta = await t.login("consulta@adm.test");
    const page = await list(consulta, { quantity: 500 });
    const regions = new Set(page.body.result.data.map((r: { region: string }) => r.region));
    expect([...regions].sort()).toEqual(["chile", "mexico"]);
    const held = await t.db
      .selectFrom("end_users")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("region", "in", ["mexico", "chile"])
      .executeTakeFirstOrThrow();
    expect(page.body.result.recordsTotal).toBe(held.n);
  });

  it("needs clients view", async () => {
    const support = await t.login("soporte@adm.test");
    expect((await list(support)).body.error).toBe("user_without_permission");
    expect((await t.call("GET", PATH)).http).toBe(401);
  });
});

describe("AGU directory: searching", () => {
  it("finds by e-mail, exact or from its start, case-insensitively", async () => {
    expect(ids(await list(operator, { search: "MARIA.LOPEZ@correo.test" }))).toEqual([10_000_001]);
    const prefix = await list(operator, { search: "maria.lo", by: "email" });
    expect(ids(prefix)).toContain(10_000_001);
    expect(prefix.body.result.data.every((r: { email: string }) => r.email.startsWith("maria.lo"))).toBe(
      true,
    );
  });

  it("finds by name without accents or case, from the name's start", async () => {
    const reply = await list(operator, { search: "maria lopez h" });
    expect(ids(reply)).toContain(10_000_001);
    expect(reply.body.result.data.every((r: { name: string }) => /^mar[ií]a l[oó]pez h/i.test(r.name))).toBe(
      true,
    );
  });

  it("finds by either phone in any format, whole or by its first digits", async () => {
    expect(ids(await list(operator, { search: "+52 1 (55) 8765-4321" }))).toEqual([10_000_001]);
    expect(ids(await list(operator, { search: "044 55 1234 5678" }))).toEqual([10_000_001]);
    const prefix = await list(operator, { search: "5512", by: "phone", quantity: 500 });
    expect(ids(prefix)).toContain(10_000_001);
    for (const row of prefix.body.result.data as {
      phone_telmex: string | null;
      phone_telcel: string | null;
    }[])
      expect([row.phone_telmex, row.phone_telcel].some((p) => p?.startsWith("5512"))).toBe(true);
  });

  it("finds by user hash, whole or by its start", async () => {
    expect(ids(await list(operator, { search: "9F1C2A7E4B8D4C0FA3E5D6B7C8A9F003" }))).toEqual([10_000_003]);
    const prefix = await list(operator, { search: "9f1c2a7e4b8d4c0fa3e5d6b7c8a9f00", by: "hash" });
    expect(ids(prefix)).toEqual(
      [10_000_001, 10_000_002, 10_000_003, 10_000_004].slice(0, ids(prefix).length),
    );
    expect(ids(prefix).length).toBeGreaterThanOrEqual(4);
  });

  it("combines a search with the region filter", async () => {
    expect(ids(await list(operator, { search: "juan.perez@correo.test", user_region: "mexico" }))).toEqual(
      [],
    );
    expect(ids(await list(operator, { search: "juan.perez@correo.test", user_region: "chile" }))).toEqual([
      10_000_003,
    ]);
  });

  it("matches nothing below a search's minimum", async () => {
    const short = await list(operator, { search: "ma" });
    expect(short.body.result).toMatchObject({ recordsFiltered: 0, data: [] });
    expect((await list(operator, { search: "551", by: "phone" })).body.result.recordsFiltered).toBe(0);
    expect((await list(operator, { search: "9f1c2", by: "hash" })).body.result.recordsFiltered).toBe(0);
    expect(
      (await list(operator, { search: "9f1c2a", by: "hash" })).body.result.recordsFiltered,
    ).toBeGreaterThan(0);
  });

  it("refuses unknown sort fields and search kinds with the field at fault", async () => {
    const bad = await list(operator, { sort_field: "password" });
    expect(bad.http).toBe(400);
    expect(bad.body.extra).toMatchObject({ datafield: "sort_field" });
    expect((await list(operator, { by: "ssn" })).body.extra).toMatchObject({ datafield: "by" });
  });
});
