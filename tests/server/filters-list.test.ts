import { beforeAll, describe, expect, it } from "vitest";
import { FILTER_FIXTURES as F } from "../../server/filters/seed-fixtures.ts";
import { LIST_PAGE_SIZE } from "../../src/contract/filters.ts";
import { countOf, FILTERS } from "./filters-helpers.ts";
import { createTestApp, type TestApp } from "./helpers.ts";

let t: TestApp;
let admin: string;
let consulta: string;
let apauat: string;
beforeAll(async () => {
  t = await createTestApp();
  [admin, consulta, apauat] = await Promise.all(
    ["admin@adm.test", "consulta@adm.test", "apauat@adm.test"].map((email) => t.login(email)),
  );
});

const list = (query: Record<string, string | number>, token = admin) =>
  t.call("GET", `${FILTERS}/list`, { token, query });

describe("filters list (spec 2 §7)", () => {
  it("answers a page of the region's and tenant's filters with total and totalFiltered, 25 by default", async () => {
    const reply = await list({ region: "mexico", tenant_code: "video", draw: 7 });
    expect(reply.http).toBe(200);
    const [page] = reply.body.result;
    const expected = await countOf(
      t,
      "select count(*) n from filters where region = 'mexico' and tenant_code = 'video'",
    );
    expect(page).toMatchObject({ draw: 7, total: expected, totalFiltered: expected });
    expect(page.filters).toHaveLength(Math.min(LIST_PAGE_SIZE, expected));
    for (const filter of page.filters)
      expect(filter).toMatchObject({ region: "mexico", tenant_code: "video" });
    expect(page.filters[0]).toMatchObject({
      filter_id: F.actionReleases.id,
      type: "A",
      status: "ACT",
      status_value: true,
      id_item_type: 1,
      code_item_type: "G",
      description_item_type: "Video",
      item_type: "G",
    });
  });

  it("filters by status, type and search (name, description or id), sorts and pages", async () => {
    const inactive = (await list({ status: "NOACT", quantity: 50 })).body.result[0];
    expect(inactive.filters.length).toBeGreaterThan(0);
    expect(inactive.filters.every((f: { status: string }) => f.status === "NOACT")).toBe(true);
    const automatic = (await list({ type: "A", quantity: 50 })).body.result[0];
    expect(automatic.filters.every((f: { type: string }) => f.type === "A")).toBe(true);
    const byName = (await list({ search: "ESTRENOS de acción" })).body.result[0];
    expect(byName.filters.map((f: { filter_id: number }) => f.filter_id)).toContain(F.actionReleases.id);
    const byId = (await list({ search: String(F.manualPicks.id) })).body.result[0];
    expect(byId.filters[0].filter_id).toBe(F.manualPicks.id);
    const sorted = (await list({ sort_field: "name", sort_order: "desc", quantity: 10 })).body.result[0];
    const names = sorted.filters.map((f: { name: string | null }) => f.name ?? "");
    expect(names).toEqual([...names].sort().reverse());
    const second = (await list({ from: 10, quantity: 10 })).body.result[0];
    const first = (await list({ from: 0, quantity: 10 })).body.result[0];
    expect(second.filters[0].filter_id).toBeGreaterThan(first.filters[9].filter_id);
  });

  it("refuses malformed parameters with invalid_request naming the field", async () => {
    const reply = await list({ quantity: 0 });
    expect(reply.http).toBe(400);
    expect(reply.body).toMatchObject({ error: "invalid_request", extra: { datafield: "quantity" } });
  });

  it("keeps other regions and tenants out: a filter of chile is not found from mexico", async () => {
    const reply = await t.call("GET", `${FILTERS}/filter/${F.chileanCinema.id}`, {
      token: admin,
      query: { region: "mexico", tenant_code: "video" },
    });
    expect(reply.http).toBe(404);
    expect(reply.body.extra).toMatchObject({
      error_code: "filter_not_found",
      error_msg: "Error al obtener el filtro",
    });
    const chile = await t.call("GET", `${FILTERS}/filter/${F.chileanCinema.id}`, {
      token: admin,
      query: { region: "chile", tenant_code: "video" },
    });
    expect(chile.body.result).toMatchObject({ filter_id: F.chileanCinema.id, region: "chile" });
    // apauat holds mexico and video only.
    const denied = await list({ region: "chile" }, apauat);
    expect(denied.http).toBe(403);
    expect(denied.body.error).toBe("wsgu_invalid_region");
  });

  it("gets a filter with its content count: a manual one's list, an automatic one's evaluation", async () => {
    const manual = await t.call("GET", `${FILTERS}/filter/${F.manualPicks.id}`, { token: consulta });
    expect(manual.body.result.total_contents).toBe(F.manualPicks.contents);
    const automatic = await t.call("GET", `${FILTERS}/filter/${F.actionReleases.id}`, { token: consulta });
    const expected = await countOf(
      t,
      `select count(*) n from contents c where type_code = 'G'
         and content_id in (select content_id from content_genres where genre in ('accion', 'aventura'))
         and year in (2024, 2025, 2026)`,
    );
    expect(expected).toBeGreaterThan(0);
    expect(automatic.body.result.total_contents).toBe(expected);
  });

  it("lists the seven content types", async () => {
    const reply = await t.call("GET", `${FILTERS}/content-types`, { token: consulta });
    expect(reply.body.result.map((type: { code_item_type: string }) => type.code_item_type)).toEqual([
      "G",
      "T",
      "A",
      "S",
      "M",
      "P",
      "F",
    ]);
  });

  it("exports the list as CSV with the spec's columns, formula characters neutralised", async () => {
    const response = await t.app.request(`${FILTERS}/export?type=M&search=selecci`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/csv");
    expect(response.headers.get("content-disposition")).toMatch(/attachment; filename="Filtros_\d{14}\.csv"/);
    const text = await response.text();
    const [header, ...lines] = text.replace("\uFEFF", "").trim().split("\r\n");
    expect(header).toBe(
      '"ID","Nombre","Descripción","Tipo","Contenido","Condición","Modificación","Publicación"',
    );
    expect(lines.some((line) => line.includes(`"${F.manualPicks.name}"`))).toBe(true);
    expect(lines.every((line) => line.includes('"Manual"'))).toBe(true);
  });

  it("needs the filtros view privilege: soporte (consumption only) is refused", async () => {
    const soporte = await t.login("soporte@adm.test");
    const reply = await list({}, soporte);
    expect(reply.http).toBe(403);
    expect(reply.body.error).toBe("user_without_permission");
  });
});
