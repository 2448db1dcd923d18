import { beforeAll, describe, expect, it } from "vitest";
import type { DocumentPage } from "../../src/contract/apa.ts";
import type { ProviderPage } from "../../src/contract/providers.ts";
import { createTestApp, type TestApp } from "./helpers.ts";

// Spec 2 §9 (issue 27): the providers and APA publications tables 10 rows a page, paged on the server with
// their counts, newest first, every row reachable.

let t: TestApp;
let operator: string;

beforeAll(async () => {
  t = await createTestApp({ scale: "small", logs: 100 });
  operator = await t.login("operador@adm.test");
});

async function page<Answer>(path: string, query: Record<string, string | number>): Promise<Answer> {
  const reply = await t.call<Answer>("GET", path, { token: operator, query });
  expect(reply.http).toBe(200);
  return reply.body.result;
}

const providers = (query: Record<string, string | number>) =>
  page<ProviderPage>("/services/providers", { tenant_code: "video", ...query });
const documents = (query: Record<string, string | number>) =>
  page<DocumentPage>("/services/v1/apa/getdocuments/aup", { category: "web", ...query });

/** Every row of a list, in pages of the most a call gives. */
async function everyRow<Row>(ask: (query: Record<string, number>) => Promise<{ data: Row[] }>) {
  const rows: Row[] = [];
  for (let from = 0; ; from += 500) {
    const { data } = await ask({ from, quantity: 500 });
    rows.push(...data);
    if (data.length < 500) return rows;
  }
}

describe("providers paging", () => {
  it("answers 10 rows a page, newest first, and a later page reaches the last row", async () => {
    const first = await providers({ draw: 4 });
    expect(first.draw).toBe(4);
    expect(first.data).toHaveLength(10);
    const all = await everyRow(providers);
    expect(first.recordsTotal).toBe(all.length);
    expect(first.recordsTotal).toBeGreaterThan(10);
    expect(first.data).toEqual(all.slice(0, 10));
    const dates = all.map((row) => Date.parse(row.public_date));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    const lastPage = Math.floor((first.recordsTotal - 1) / 10);
    const last = await providers({ from: lastPage * 10 });
    expect(last.data.at(-1)).toEqual(all.at(-1));
    expect(last.data).toHaveLength(first.recordsTotal - lastPage * 10);
  });

  it("sorts by a column and searches the name and the code", async () => {
    const byCode = await providers({ sort_field: "providerCode", sort_order: "asc", quantity: 500 });
    const codes = byCode.data.map((row) => row.providerCode);
    expect(codes).toEqual([...codes].sort());
    const byName = await providers({ search: "televi" });
    expect(byName.data.map((row) => row.providerName)).toContain("Televisa");
    expect(byName.recordsFiltered).toBe(byName.data.length);
    expect(byName.recordsTotal).toBe(byCode.recordsTotal);
    const byCodeSearch = await providers({ search: "WARNER" });
    expect(byCodeSearch.data.map((row) => row.providerCode)).toContain("WARNER_BROS");
  });
});

describe("APA publications paging", () => {
  it("answers 10 rows a page, last modified first, and a later page reaches the last row", async () => {
    const first = await documents({});
    expect(first.data).toHaveLength(10);
    const all = await everyRow(documents);
    expect(first.recordsTotal).toBe(all.length);
    expect(first.recordsTotal).toBeGreaterThan(500);
    expect(first.data).toEqual(all.slice(0, 10));
    const editions = all.map((row) => Date.parse(row.edition));
    expect(editions).toEqual([...editions].sort((a, b) => b - a));
    const lastPage = Math.floor((first.recordsTotal - 1) / 10);
    const last = await documents({ from: lastPage * 10 });
    expect(last.data.at(-1)).toEqual(all.at(-1));
  });

  it("sorts by status in the environment asked and searches the device's name and id", async () => {
    const byStatus = await documents({
      environment: "prod",
      sort_field: "status",
      sort_order: "asc",
      quantity: 500,
    });
    const statuses = byStatus.data.map((row) => row.status);
    expect(statuses).toEqual([...statuses].sort());
    expect(new Set(statuses).size).toBeGreaterThan(1);
    const [some] = byStatus.data;
    const byId = await documents({ search: some._id.toUpperCase() });
    expect(byId.data.map((row) => row._id)).toEqual([some._id]);
    expect(byId.recordsFiltered).toBe(1);
    const byName = await documents({ search: some.name });
    expect(byName.data.map((row) => row.name)).toContain(some.name);
  });
});
