import { beforeAll, describe, expect, it } from "vitest";
import { FILTER_FIXTURES as F } from "../../server/filters/seed-fixtures.ts";
import { SEARCH_PARTITION_LIMIT } from "../../src/contract/filters.ts";
import { contentsOf, countOf, FILTERS, one, rows } from "./filters-helpers.ts";
import { createTestApp, MINUTE, type TestApp } from "./helpers.ts";

let t: TestApp;
let admin: string;
let consulta: string;
let operador: string;
beforeAll(async () => {
  t = await createTestApp();
  [admin, consulta, operador] = await Promise.all(
    ["admin@adm.test", "consulta@adm.test", "operador@adm.test"].map((email) => t.login(email)),
  );
});

const publish = (id: number, token = admin) => t.call("POST", `${FILTERS}/publish/${id}`, { token });
const clone = (action: "export" | "import", selections: unknown, token = admin) =>
  t.call("POST", `${FILTERS}/clone/${action}`, { token, body: { selections } });
const criteriaOf = (id: number) =>
  rows<{ criterio_id: number; operator: string }>(
    t,
    "select criterio_id, operator from filter_criteria where filter_id = ? order by 1",
    id,
  );
const valuesOf = (id: number) =>
  rows<{ criterio_id: number; value: string }>(
    t,
    "select criterio_id, value from filter_criterion_values where filter_id = ? order by 1, 2",
    id,
  );
/** What an automatic filter evaluates to, from the API (its own order: content id). */
async function evaluated(id: number): Promise<number[]> {
  const reply = await t.call("GET", `${FILTERS}/contents`, {
    token: admin,
    query: { id, quantity: 1000, sort_field: "id" },
  });
  return reply.body.result[0].contents.map((c: { data: { id: number } }) => c.data.id);
}

describe("publish (spec 2 §3, §4, §7)", () => {
  it("answers status 200 with one result per partition: a large filter fails the search partition only", async () => {
    const all = await countOf(t, "select count(*) n from contents where type_code = 'G'");
    expect(all).toBeGreaterThan(SEARCH_PARTITION_LIMIT);
    const reply = await publish(F.allVideos.id);
    expect(reply.body.status).toBe(200);
    expect(reply.body.result.partitions).toEqual({
      aup: { status: "0", result: [{ message: "Publicado en aup.", contents: all }] },
      search: {
        status: "1",
        result: [
          {
            message: `El filtro excede el máximo de ${SEARCH_PARTITION_LIMIT} contenidos de la partición search.`,
            contents: 0,
          },
        ],
      },
    });
    const stored = await rows(
      t,
      "select partition, status from filter_publications where filter_id = ? order by 1",
      F.allVideos.id,
    );
    expect(stored).toEqual([
      { partition: "aup", status: "0" },
      { partition: "search", status: "1" },
    ]);
    const small = await publish(F.manualPicks.id);
    expect(small.body.result.partitions.aup.status).toBe("0");
    expect(small.body.result.partitions.search).toEqual({
      status: "0",
      result: [{ message: "Publicado en search.", contents: F.manualPicks.contents }],
    });
  });

  it("publishes only an active filter with a name, and needs the publish privilege", async () => {
    const unnamed = await publish(F.unnamed.id);
    expect(unnamed.http).toBe(409);
    expect(unnamed.body.extra).toMatchObject({ error_code: "filter_publish_refused" });
    const inactive = await publish(F.seasonDraft.id);
    expect(inactive.body.extra?.error_code).toBe("filter_publish_refused");
    expect(
      await countOf(
        t,
        "select count(*) n from filter_publications where filter_id in (?, ?)",
        F.unnamed.id,
        F.seasonDraft.id,
      ),
    ).toBe(0);
    expect((await publish(F.manualPicks.id, consulta)).http).toBe(403);
  });

  it("publish then save: the publication date stays, the modification date moves on", async () => {
    t.clock.advance(5 * MINUTE);
    const published = await publish(F.latinMusic.id, operador);
    expect(published.http).toBe(404); // latinMusic belongs to tenant music; the default tenant is video
    const music = await t.call("POST", `${FILTERS}/publish/${F.latinMusic.id}`, {
      token: operador,
      query: { tenant_code: "music" },
    });
    const publishDate = music.body.result.publish_date;
    expect(publishDate).toBe(new Date(t.clock.now).toISOString());
    t.clock.advance(MINUTE);
    const saved = await t.call("POST", `${FILTERS}/save`, {
      token: operador,
      query: { tenant_code: "music" },
      body: { filter: { filter_id: F.latinMusic.id, description: "Publicado y guardado" } },
    });
    expect(saved.body.status).toBe(200);
    expect(saved.body.result.filter.user_data).toMatchObject({
      publish_date: publishDate,
      publish_user: "operador@adm.test",
      modified_date: new Date(t.clock.now).toISOString(),
    });
  });
});

describe("clone (spec 2 §4, §5)", () => {
  it("Exportar to Nuevo: the automatic filter's criteria become the contents of a new manual '_copy' filter", async () => {
    const expected = await evaluated(F.actionReleases.id);
    expect(expected.length).toBeGreaterThan(0);
    const reply = await clone("export", {
      action: "Exportar",
      type: "Nuevo",
      origin: F.actionReleases.id,
      destination: 0,
    });
    expect(reply.http).toBe(200);
    const { filter_id_destination: id, conversion, contents } = reply.body.result;
    expect(conversion).toBe("A_TO_M");
    expect(contents).toBe(expected.length);
    expect(await contentsOf(t, id)).toEqual(expected);
    expect(
      await one(t, "select name, type, item_type, region, tenant_code from filters where filter_id = ?", id),
    ).toEqual({
      name: `${F.actionReleases.name}_copy`,
      type: "M",
      item_type: "G",
      region: "mexico",
      tenant_code: "video",
    });
  });

  it("Exportar into an existing manual filter replaces its contents", async () => {
    const created = await t.call("POST", `${FILTERS}/save`, {
      token: admin,
      body: { filter: { name: "Destino", type: "M", item_type: "G" }, contents: [1_000_001, 1_000_002] },
    });
    const id = created.body.result.filter.filter_id;
    const reply = await clone("export", {
      action: "Exportar",
      type: "M",
      origin: F.actionReleases.id,
      destination: id,
    });
    expect(reply.body.result).toMatchObject({ filter_id_destination: id, conversion: "A_TO_M" });
    expect(await contentsOf(t, id)).toEqual(await evaluated(F.actionReleases.id));
  });

  it("Importar a manual filter into an automatic one: the list becomes a 'Contenido' criterion (OR)", async () => {
    const created = await t.call("POST", `${FILTERS}/save`, {
      token: admin,
      body: { filter: { name: "Automático destino", type: "A", item_type: "G" } },
    });
    const id = created.body.result.filter.filter_id;
    await t.call("POST", `${FILTERS}/criteria`, {
      token: admin,
      query: { id_filtro: id, criteria: 103 },
      body: { valor: "terror", operador: "OR" },
    });
    const reply = await clone("import", {
      action: "Importar",
      type: "A",
      origin: F.retired.id,
      destination: id,
    });
    expect(reply.body.result).toEqual({
      filter_id_destination: id,
      conversion: "M_TO_A",
      contents: 0,
      criteria: 1,
    });
    expect(await criteriaOf(id)).toEqual([{ criterio_id: 101, operator: "OR" }]);
    // The missing (null) contents of the origin are not carried over.
    const listed = (await contentsOf(t, F.retired.id)).filter((cid) => cid < 9_000_000);
    expect((await valuesOf(id)).map((v) => Number(v.value))).toEqual([...listed].sort((a, b) => a - b));
    expect(await evaluated(id)).toEqual([...listed].sort((a, b) => a - b));
  });

  it("Importar keeps the type when it is the same: criteria copied to an automatic, contents in order to a manual", async () => {
    const automatic = await t.call("POST", `${FILTERS}/save`, {
      token: admin,
      body: { filter: { name: "Copia de reglas", type: "A", item_type: "S" } },
    });
    const a = automatic.body.result.filter.filter_id;
    const copied = await clone("import", {
      action: "Importar",
      type: "A",
      origin: F.familySeries.id,
      destination: a,
    });
    expect(copied.body.result.conversion).toBeNull();
    expect(await valuesOf(a)).toEqual(await valuesOf(F.familySeries.id));
    expect(await criteriaOf(a)).toEqual(await criteriaOf(F.familySeries.id));

    const manual = await t.call("POST", `${FILTERS}/save`, {
      token: admin,
      body: { filter: { name: "Copia", type: "M", item_type: "G" } },
    });
    const m = manual.body.result.filter.filter_id;
    await clone("import", { action: "Importar", type: "M", origin: F.manualPicks.id, destination: m });
    expect(await contentsOf(t, m)).toEqual(await contentsOf(t, F.manualPicks.id));
  });

  it("validates the selections (§5) and changes nothing when refused", async () => {
    const cases: [unknown, string][] = [
      [
        { action: "Exportar", type: null, origin: F.actionReleases.id, destination: 0 },
        "filter_clone_incomplete",
      ],
      [
        { action: "Importar", type: "Nuevo", origin: F.manualPicks.id, destination: 0 },
        "filter_clone_new_import",
      ],
      [
        { action: "Exportar", type: "Nuevo", origin: F.manualPicks.id, destination: 0 },
        "filter_clone_origin",
      ],
      [
        { action: "Exportar", type: "M", origin: F.actionReleases.id, destination: F.familySeries.id },
        "filter_clone_destination",
      ],
      [
        { action: "Importar", type: "M", origin: F.manualPicks.id, destination: F.manualPicks.id },
        "filter_clone_same",
      ],
      [
        { action: "Importar", type: "M", origin: F.manualPicks.id, destination: F.seasonDraft.id },
        "filter_clone_item_type",
      ],
    ];
    const before = await countOf(t, "select count(*) n from filters");
    const seasons = await contentsOf(t, F.seasonDraft.id);
    for (const [selections, code] of cases) {
      const reply = await clone("import", selections);
      expect(reply.body.extra, code).toMatchObject({ error_code: code, error_msg: expect.any(String) });
    }
    expect(await countOf(t, "select count(*) n from filters")).toBe(before);
    expect(await contentsOf(t, F.seasonDraft.id)).toEqual(seasons);
  });

  it("needs new for a new filter and edit for an existing one", async () => {
    const toNew = await clone(
      "export",
      { action: "Exportar", type: "Nuevo", origin: F.actionReleases.id, destination: 0 },
      consulta,
    );
    expect(toNew.http).toBe(403);
  });
});
