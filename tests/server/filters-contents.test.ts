import { beforeAll, describe, expect, it } from "vitest";
import { FILTER_FIXTURES as F, MISSING_CONTENT_IDS } from "../../server/filters/seed-fixtures.ts";
import { contentsOf, countOf, FILTERS, freeMovies, one } from "./filters-helpers.ts";
import { createTestApp, type TestApp } from "./helpers.ts";

const NULL_MESSAGE =
  "Error Contenidos Asociados: al validar el contenido de filtros se encontraron valores nulos";

let t: TestApp;
let admin: string;
let consulta: string;
beforeAll(async () => {
  t = await createTestApp();
  [admin, consulta] = await Promise.all(
    ["admin@adm.test", "consulta@adm.test"].map((email) => t.login(email)),
  );
});

const newManual = async (name: string) => {
  const reply = await t.call("POST", `${FILTERS}/save`, {
    token: admin,
    body: { filter: { name, type: "M", item_type: "G" } },
  });
  return reply.body.result.filter.filter_id as number;
};
const add = (id: number, body: unknown, token = admin) =>
  t.call("POST", `${FILTERS}/contents/add`, { token, query: { id_filter: id }, body });
const included = (query: Record<string, string | number>) =>
  t.call("GET", `${FILTERS}/contents`, { token: consulta, query });

describe("contents of a filter and available contents (spec 2 §7)", () => {
  it("pages a manual filter's contents in its order, with the content fields and rights", async () => {
    const reply = await included({ id: F.manualPicks.id, from: 5, quantity: 10 });
    const [page] = reply.body.result;
    expect(page).toMatchObject({ status: 0, total: 20, totalFiltered: 20 });
    expect(page.contents.map((c: { position: number }) => c.position)).toEqual([
      6, 7, 8, 9, 10, 11, 12, 13, 14, 15,
    ]);
    const [item] = page.contents;
    expect(item).toMatchObject({ type_code: "G", data: { id: (await contentsOf(t, F.manualPicks.id))[5] } });
    expect(Object.keys(item.data)).toEqual(
      expect.arrayContaining([
        "title",
        "title_original",
        "proveedor_name",
        "rating_code",
        "duration",
        "rights",
        "image",
      ]),
    );
    expect(item.data.rights.length).toBeGreaterThan(0);
    expect(item.data.rights[0]).toEqual({ country: expect.any(String), active: expect.any(Boolean) });
  });

  it("drops contents the catalogue no longer has and says so with the spec's error", async () => {
    const reply = await included({ id: F.retired.id, quantity: 50 });
    const [page] = reply.body.result;
    expect(page.total).toBe(F.retired.contents);
    expect(page.contents.map((c: { data: { id: number } }) => c.data.id)).not.toEqual(
      expect.arrayContaining([MISSING_CONTENT_IDS[0]]),
    );
    expect(reply.body.message).toBe(NULL_MESSAGE);
    expect(reply.body.extra).toMatchObject({
      error_code: "filter_null_contents",
      dropped: MISSING_CONTENT_IDS.length,
    });
  });

  it("lists available contents of the filter's type not already in it, searchable by title or id", async () => {
    const held = new Set(await contentsOf(t, F.manualPicks.id));
    const reply = await t.call("GET", `${FILTERS}/contents/available`, {
      token: consulta,
      query: { filter_id: F.manualPicks.id, quantity: 100 },
    });
    const [page] = reply.body.result;
    const videos = await countOf(t, "select count(*) n from contents where type_code = 'G'");
    expect(page.total).toBe(videos - held.size);
    for (const item of page.contents) {
      expect(item.type_code).toBe("G");
      expect(held.has(item.data.id)).toBe(false);
    }
    const [someId] = await freeMovies(t, F.manualPicks.id, 1, 50);
    const byId = (
      await t.call("GET", `${FILTERS}/contents/available`, {
        token: consulta,
        query: { filter_id: F.manualPicks.id, search: someId },
      })
    ).body.result[0];
    expect(byId.contents.map((c: { data: { id: number } }) => c.data.id)).toContain(someId);
    const otherType = await t.call("GET", `${FILTERS}/contents/available`, {
      token: consulta,
      query: { filter_id: F.manualPicks.id, item_type: "T" },
    });
    expect(otherType.body).toMatchObject({ error: "invalid_request", extra: { datafield: "item_type" } });
    const active = (
      await t.call("GET", `${FILTERS}/contents/available`, {
        token: consulta,
        query: { filter_id: F.manualPicks.id, status: "ACT", quantity: 50 },
      })
    ).body.result[0];
    expect(active.totalFiltered).toBeLessThan(active.total);
    for (const item of active.contents) {
      expect(item.data.rights).toContainEqual({ country: "mexico", active: true });
    }
  });
});

describe("changing a manual filter's contents", () => {
  it("adds contents after the last one, rejecting other types and unknown ids, dropping nulls", async () => {
    const id = await newManual("Agregar");
    const movies = await freeMovies(t, id, 3, 10);
    const album = await one<{ content_id: number }>(
      t,
      "select content_id from contents where type_code = 'A' limit 1",
    );
    const reply = await add(id, {
      contents: [
        { id: movies[0], type: "G" },
        null,
        { id: movies[1], type: null },
        { id: null, type: "G" },
        { id: album.content_id, type: "A" },
        { id: movies[2], type: "T" },
      ],
    });
    expect(reply.http).toBe(200);
    expect(reply.body.result).toEqual({ added: 2, rejected: [album.content_id, movies[2]], dropped: 2 });
    expect(reply.body.message).toBe(NULL_MESSAGE);
    expect(await contentsOf(t, id)).toEqual([movies[0], movies[1]]);
    // Adding again adds nothing twice.
    const again = await add(id, { contents: [{ id: movies[0], type: "G" }] });
    expect(again.body.result).toEqual({ added: 0, rejected: [], dropped: 0 });
    expect(again.body.message).toBe("");
  });

  it("includes all the available contents matching the search, then removes some and then all", async () => {
    const id = await newManual("Todos");
    const reply = await add(id, { all: true, search: "jaguar" });
    const expected = await countOf(
      t,
      "select count(*) n from contents where type_code = 'G' and lower(title) like '%jaguar%'",
    );
    expect(reply.body.result.added).toBe(expected);
    expect(await contentsOf(t, id)).toHaveLength(expected);
    const [first, second] = await contentsOf(t, id);
    const removed = await t.call("POST", `${FILTERS}/contents/remove`, {
      token: admin,
      query: { id_filter: id },
      body: { contents: [{ id: first, type: "G" }, { id: second, type: "G" }, null] },
    });
    expect(removed.body.result).toEqual({ removed: 2, dropped: 1 });
    const cleared = await t.call("DELETE", `${FILTERS}/contents/all`, {
      token: admin,
      query: { id_filter: id },
    });
    expect(cleared.body.result).toEqual({ removed: expected - 2 });
    expect(await contentsOf(t, id)).toEqual([]);
  });

  it("checks and unchecks a single content", async () => {
    const id = await newManual("Check");
    const [movie] = await freeMovies(t, id, 1, 20);
    const check = (selected: string, content = movie) =>
      t.call("POST", `${FILTERS}/contents/check`, {
        token: admin,
        query: { id_filter: id, id_content: content, selected },
      });
    expect((await check("true")).body.result).toEqual({ selected: true });
    expect(await contentsOf(t, id)).toEqual([movie]);
    expect((await check("false")).body.result).toEqual({ selected: false });
    expect(await contentsOf(t, id)).toEqual([]);
    const wrong = await check("true", 999_999_999);
    expect(wrong.http).toBe(400);
    expect(wrong.body.extra).toMatchObject({
      error_code: "filter_content_invalid",
      validation: [999_999_999],
    });
  });

  it("reorders by drag and drop (form idOrigen/idDest) and fails with status ERROR", async () => {
    const id = await newManual("Orden");
    const movies = await freeMovies(t, id, 5, 30);
    await add(id, { contents: movies.map((movie) => ({ id: movie, type: "G" })) });
    const move = async (body: string) => {
      const response = await t.app.request(`${FILTERS}/order?id_filter=${id}`, {
        method: "POST",
        headers: { authorization: `Bearer ${admin}`, "content-type": "application/x-www-form-urlencoded" },
        body,
      });
      return { http: response.status, body: (await response.json()) as Record<string, unknown> };
    };
    expect((await move(`idOrigen=${movies[0]}&idDest=${movies[3]}`)).body.status).toBe(0);
    expect(await contentsOf(t, id)).toEqual([movies[1], movies[2], movies[3], movies[0], movies[4]]);
    await move(`idOrigen=${movies[4]}&idDest=${movies[1]}`);
    expect(await contentsOf(t, id)).toEqual([movies[4], movies[1], movies[2], movies[3], movies[0]]);
    const failed = await move(`idOrigen=1&idDest=${movies[1]}`);
    expect(failed.http).toBe(404);
    expect(failed.body).toMatchObject({
      status: "ERROR",
      message: "El contenido a mover no está en el filtro.",
    });
  });

  it("refuses content changes on an automatic filter and to a view-only user", async () => {
    const automatic = await add(F.actionReleases.id, { contents: [{ id: 1_000_001, type: "G" }] });
    expect(automatic.http).toBe(409);
    expect(automatic.body.extra?.error_code).toBe("filter_not_manual");
    expect((await add(F.manualPicks.id, { contents: [] }, consulta)).http).toBe(403);
  });

  it("exports a filter's contents as CSV named prefix + id + type + date-time", async () => {
    const response = await t.app.request(`${FILTERS}/contents/export?filter_id=${F.manualPicks.id}`, {
      headers: { authorization: `Bearer ${consulta}` },
    });
    expect(response.headers.get("content-disposition")).toBe(
      'attachment; filename="Filtro_1003_M_20261120090000.csv"',
    );
    const lines = (await response.text()).trim().split("\r\n");
    expect(lines).toHaveLength(1 + F.manualPicks.contents);
    expect(lines[1]).toMatch(new RegExp(`^"1","${(await contentsOf(t, F.manualPicks.id))[0]}","G",`));
  });
});
