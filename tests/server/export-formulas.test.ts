import Papa from "papaparse";
import { beforeAll, describe, expect, it } from "vitest";
import { FILTER_FIXTURES as F } from "../../server/filters/seed-fixtures.ts";
import { FORMULA_PAYLOADS } from "../../src/contract/testing/formula-payloads.ts";
import { contentsOf, FILTERS, rows } from "./filters-helpers.ts";
import { createTestApp, type TestApp } from "./helpers.ts";

// Issue 28 item 8: the server's CSV exports (the filters list and a filter's contents) neutralise the same 18
// formula starts as the console's export, with the one neutraliser they share (src/contract/spreadsheet-text.ts).

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login("admin@adm.test");
});

async function exported(path: string): Promise<string[][]> {
  const response = await t.app.request(path, { headers: { authorization: `Bearer ${admin}` } });
  expect(response.status).toBe(200);
  const text = (await response.text()).replace("\uFEFF", "");
  return Papa.parse<string[]>(text, { skipEmptyLines: true }).data;
}

describe("server CSV exports neutralise every formula start", () => {
  it("in the filters list: each payload in a description comes out quoted", async () => {
    const filters = await rows<{ filter_id: number }>(
      t,
      "select filter_id from filters where region = 'mexico' and tenant_code = 'video' order by filter_id",
    );
    const chosen = filters.slice(0, FORMULA_PAYLOADS.length);
    expect(chosen).toHaveLength(FORMULA_PAYLOADS.length);
    for (const [index, { filter_id }] of chosen.entries())
      await rows(
        t,
        "update filters set description = ? where filter_id = ?",
        FORMULA_PAYLOADS[index],
        filter_id,
      );
    const [header, ...lines] = await exported(
      `${FILTERS}/export?region=mexico&tenant_code=video&quantity=100`,
    );
    const description = header.indexOf("Descripción");
    const byId = new Map(lines.map((line) => [Number(line[0]), line[description]]));
    expect(chosen.map(({ filter_id }) => byId.get(filter_id))).toEqual(FORMULA_PAYLOADS.map((p) => `'${p}`));
  });

  it("in a filter's contents: each payload in a title comes out quoted", async () => {
    const ids = (await contentsOf(t, F.manualPicks.id)).slice(0, FORMULA_PAYLOADS.length);
    expect(ids).toHaveLength(FORMULA_PAYLOADS.length);
    for (const [index, id] of ids.entries())
      await rows(t, "update contents set title = ? where content_id = ?", FORMULA_PAYLOADS[index], id);
    const [header, ...lines] = await exported(`${FILTERS}/contents/export?filter_id=${F.manualPicks.id}`);
    const title = header.indexOf("Título");
    const byId = new Map(lines.map((line) => [Number(line[1]), line[title]]));
    expect(ids.map((id) => byId.get(id))).toEqual(FORMULA_PAYLOADS.map((p) => `'${p}`));
  });
});
