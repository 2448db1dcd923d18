import { beforeAll, describe, expect, it } from "vitest";
import { FILTER_FIXTURES as F } from "../../server/filters/seed-fixtures.ts";
import { VALUES_PAGE_SIZE } from "../../src/contract/filters.ts";
import { countOf, FILTERS, rows } from "./filters-helpers.ts";
import { createTestApp, type TestApp } from "./helpers.ts";

// Criterion ids are stable (server/filters/seed-reference.ts): G's Contenido 101, Proveedor 102, Género 103,
// Clasificación 104, Año 105, Derechos por país 107.
const GENRE = 103;
const RATING = 104;
const YEAR = 105;

let t: TestApp;
let admin: string;
let consulta: string;
let filterId: number;
beforeAll(async () => {
  t = await createTestApp();
  [admin, consulta] = await Promise.all(
    ["admin@adm.test", "consulta@adm.test"].map((email) => t.login(email)),
  );
  const created = await t.call("POST", `${FILTERS}/save`, {
    token: admin,
    body: { filter: { name: "Reglas", type: "A", item_type: "G" } },
  });
  filterId = created.body.result.filter.filter_id;
});

const saveCriterion = (criteria: number, body: unknown, token = admin) =>
  t.call("POST", `${FILTERS}/criteria`, {
    token,
    query: { id_filtro: filterId, criteria, item_type: "G" },
    body,
  });
const count = async () =>
  (await t.call("GET", `${FILTERS}/filter/${filterId}`, { token: admin })).body.result
    .total_contents as number;
const videos = (where: string) =>
  countOf(t, `select count(*) n from contents c where type_code = 'G' and ${where}`);

describe("criteria catalogue (spec 2 §7)", () => {
  it("lists a content type's criteria with how many values each offers", async () => {
    const reply = await t.call("GET", `${FILTERS}/criteria`, { token: consulta, query: { item_type: "T" } });
    expect(reply.body.result.map((c: { description: string }) => c.description)).toEqual([
      "Contenido",
      "Proveedor",
      "Género",
      "Año",
      "Formato",
      "Derechos por país",
    ]);
    expect(reply.body.result[0]).toMatchObject({ operator: null, valuesSelected: [] });
    expect(reply.body.result[2].childs).toBe(15);
  });

  it("pages a criterion's values 50 at a time with a lower-cased search", async () => {
    const first = await t.call("GET", `${FILTERS}/criteria/values`, {
      token: consulta,
      query: { criterio_id: YEAR },
    });
    expect(first.body.result.values).toHaveLength(VALUES_PAGE_SIZE);
    expect(first.body.result.total).toBe(77);
    const rest = await t.call("GET", `${FILTERS}/criteria/values`, {
      token: consulta,
      query: { criterio_id: YEAR, from: 50 },
    });
    expect(rest.body.result.values).toHaveLength(27);
    const found = await t.call("GET", `${FILTERS}/criteria/values`, {
      token: consulta,
      query: { criterio_id: GENRE, search: "CIENCIA" },
    });
    expect(found.body.result.values).toEqual([{ value: "ciencia_ficcion", name: "Ciencia ficción" }]);
    const tooMany = await t.call("GET", `${FILTERS}/criteria/values`, {
      token: consulta,
      query: { criterio_id: YEAR, quantity: 51 },
    });
    expect(tooMany.http).toBe(400);
  });
});

describe("criteria of an automatic filter (spec 2 §4, §5)", () => {
  it("refuses a criterion without operator, without values, or with values it does not offer", async () => {
    const noOperator = await saveCriterion(GENRE, { valor: "drama", operador: null });
    expect(noOperator.http).toBe(400);
    expect(noOperator.body.extra?.error_code).toBe("filter_criterion_operator");
    expect((await saveCriterion(GENRE, { valor: "drama" })).body.extra?.error_code).toBe(
      "filter_criterion_operator",
    );
    expect((await saveCriterion(GENRE, { valor: " , ", operador: "OR" })).body.extra?.error_code).toBe(
      "filter_criterion_values",
    );
    const unknown = await saveCriterion(GENRE, { valor: "drama,polka", operador: "OR" });
    expect(unknown.body.extra).toMatchObject({
      error_code: "filter_criterion_values",
      validation: ["polka"],
    });
    const otherType = await saveCriterion(203, { valor: "pop", operador: "OR" });
    expect(otherType.body.extra?.error_code).toBe("filter_criterion_unknown");
    expect(await rows(t, "select * from filter_criteria where filter_id = ?", filterId)).toEqual([]);
  });

  it("OR includes any value, AND all of them, NOT excludes them; subtract and delete change the contents", async () => {
    await saveCriterion(GENRE, { valor: "drama,comedia", operador: "OR" });
    const dramaOrComedy =
      "content_id in (select content_id from content_genres where genre in ('drama','comedia'))";
    expect(await count()).toBe(await videos(dramaOrComedy));

    await saveCriterion(GENRE, { valor: "drama,comedia", operador: "AND" });
    const both = `content_id in (select content_id from content_genres where genre in ('drama','comedia')
      group by content_id having count(*) = 2)`;
    expect(await count()).toBe(await videos(both));

    await saveCriterion(RATING, { valor: "C", operador: "NOT" });
    expect(await count()).toBe(await videos(`${both} and (rating_code is null or rating_code <> 'C')`));

    const criteria = await t.call("GET", `${FILTERS}/criteria/filter`, {
      token: consulta,
      query: { id_filtro: filterId },
    });
    expect(criteria.body.result).toMatchObject([
      {
        criterio_id: GENRE,
        operator: "AND",
        valuesSelected: [
          { value: "comedia", name: "Comedia" },
          { value: "drama", name: "Drama" },
        ],
        selected_total: 2,
      },
      { criterio_id: RATING, operator: "NOT", valuesSelected: [{ value: "C", name: "C · Adultos" }] },
    ]);

    const subtracted = await t.call("POST", `${FILTERS}/criteria/subtract`, {
      token: admin,
      query: { id_filtro: filterId, criteria: GENRE },
      body: { valor: "comedia" },
    });
    expect(subtracted.body.result).toEqual({ criterio_id: GENRE, removed: 1 });
    const drama = "content_id in (select content_id from content_genres where genre = 'drama')";
    expect(await count()).toBe(await videos(`${drama} and (rating_code is null or rating_code <> 'C')`));

    const deleted = await t.call("DELETE", `${FILTERS}/criteria`, {
      token: admin,
      query: { id_filtro: filterId, criteria: RATING },
    });
    expect(deleted.body.result).toEqual({ criterio_id: RATING });
    expect(await count()).toBe(await videos(drama));
  });

  it("keeps criteria to automatic filters and to users with edit", async () => {
    const manual = await t.call("POST", `${FILTERS}/criteria`, {
      token: admin,
      query: { id_filtro: F.manualPicks.id, criteria: GENRE },
      body: { valor: "drama", operador: "OR" },
    });
    expect(manual.body.extra?.error_code).toBe("filter_not_automatic");
    expect((await saveCriterion(YEAR, { valor: "2020", operador: "OR" }, consulta)).http).toBe(403);
  });
});
