import { sql } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import { FILTERED_COUNT_CAP, LOG_SORT_FIELDS } from "../../server/logs/query.ts";
import { type LogRow, logRow } from "../../src/contract/logs.ts";
import { countRows, createTestApp, type TestApp } from "./helpers.ts";

type Row = LogRow;
/** The list's columns (the table has more: a row's subject and detail are the case history's). */
const LIST_COLUMNS = Object.keys(logRow.shape) as (keyof LogRow)[];

let t: TestApp;
let admin: string;
let total: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login("admin@adm.test");
  total = await countRows(t.db, "logs");
});

/** The plain OFFSET query every optimised path must agree with. */
async function reference(field: string, order: "asc" | "desc", from: number, rpp: number): Promise<Row[]> {
  const direction = sql.raw(order);
  const { rows } =
    await sql<Row>`select ${sql.join(LIST_COLUMNS.map((c) => sql.ref(c)))} from logs order by ${sql.ref(field)} ${direction}, log_id ${direction}
    limit ${rpp} offset ${from}`.execute(t.db);
  return rows;
}

async function page(query: Record<string, string | number>) {
  const reply = await t.call("GET", "/services/logs/log", { token: admin, query });
  expect(reply.http).toBe(200);
  return reply;
}

describe("GET /services/logs/log paging and sorting", () => {
  it("defaults to 25 rows, newest first, with totals from the dense ids", async () => {
    const reply = await page({ draw: 7 });
    expect(reply.body.result).toMatchObject({ draw: 7, recordsTotal: total, recordsFiltered: total });
    expect(reply.body.extra).toBeNull();
    expect(reply.body.result.data).toEqual(await reference("datetime", "desc", 0, 25));
    expect(Object.keys(reply.body.result.data[0])).toEqual([
      "log_id",
      "datetime",
      "user",
      "ip",
      "url",
      "action",
      "message",
      "level",
    ]);
  });

  it("pages by datetime at any depth exactly like OFFSET, both orders, including the partial last page", async () => {
    for (const order of ["desc", "asc"] as const) {
      for (const from of [0, 25, 1234, total - 500, total - 10]) {
        const reply = await page({ sort_field: "datetime", sort_order: order, from, rpp: 50 });
        expect(reply.body.result.data, `${order} from ${from}`).toEqual(
          await reference("datetime", order, from, 50),
        );
      }
      expect((await page({ sort_order: order, from: total - 10, rpp: 50 })).body.result.data).toHaveLength(
        10,
      );
      expect((await page({ sort_order: order, from: total, rpp: 50 })).body.result.data).toEqual([]);
      expect((await page({ sort_order: order, from: total + 1000, rpp: 50 })).body.result.data).toEqual([]);
    }
  });

  it("chains consecutive pages without gaps or overlaps", async () => {
    const first = (await page({ from: 0, rpp: 500 })).body.result.data as Row[];
    const second = (await page({ from: 500, rpp: 500 })).body.result.data as Row[];
    expect([...first, ...second]).toEqual(await reference("datetime", "desc", 0, 1000));
    expect(second[0].log_id).toBe(first[499].log_id - 1);
  });

  it("sorts by every other column like OFFSET, before and after the midpoint (reverse-order reads)", async () => {
    const half = Math.floor(total / 2);
    for (const field of LOG_SORT_FIELDS.filter((f) => f !== "datetime")) {
      for (const order of ["asc", "desc"] as const) {
        for (const from of [0, 37, half - 5, half, half + 3, total - 30, total - 7]) {
          const reply = await page({ sort_field: field, sort_order: order, from, rpp: 20 });
          expect(reply.body.result.data, `${field} ${order} from ${from}`).toEqual(
            await reference(field, order, from, 20),
          );
        }
        expect((await page({ sort_field: field, sort_order: order, from: total })).body.result.data).toEqual(
          [],
        );
      }
    }
  });
});

describe("GET /services/logs/log search", () => {
  const SEARCHED = ["user", "ip", "url", "action", "message"] as const;
  const matching = async (term: string) =>
    (await t.db.selectFrom("logs").select(LIST_COLUMNS).execute()).filter((row) =>
      SEARCHED.some((column) => row[column].toLowerCase().includes(term.toLowerCase())),
    );

  it("matches a case-insensitive substring over user, ip, url, action and message", async () => {
    const expected = await matching("cancel");
    expect(expected.length).toBeGreaterThan(30);
    const newest = [...expected].sort((a, b) => b.log_id - a.log_id);
    const reply = await page({ search: "CANCEL", rpp: 10, from: 20 });
    expect(reply.body.result).toMatchObject({ recordsTotal: total, recordsFiltered: expected.length });
    expect(reply.body.result.data).toEqual(newest.slice(20, 30));
    const byUser = [...expected].sort((a, b) =>
      a.user < b.user ? -1 : a.user > b.user ? 1 : a.log_id - b.log_id,
    );
    const sorted = await page({ search: "cancel", sort_field: "user", sort_order: "asc", rpp: 15, from: 5 });
    expect(sorted.body.result.data).toEqual(byUser.slice(5, 20));
  });

  it("finds a staff e-mail fragment and treats % and _ literally", async () => {
    expect((await page({ search: "soporte@adm" })).body.result.recordsFiltered).toBe(
      (await matching("soporte@adm")).length,
    );
    const literal = await page({ search: "%" });
    expect(literal.body.result).toMatchObject({ recordsFiltered: 0, data: [] });
    expect((await page({ search: "a_b" })).body.result.recordsFiltered).toBe((await matching("a_b")).length);
  });

  it("treats a blank search as no search", async () => {
    const reply = await page({ search: "   " });
    expect(reply.body.result.recordsFiltered).toBe(total);
  });
});

describe("GET /services/logs/log counting cap", () => {
  it(`stops counting matches at ${FILTERED_COUNT_CAP} and says so in extra`, async () => {
    const big = await createTestApp({ scale: "small", logs: FILTERED_COUNT_CAP + 20_000 });
    const token = await big.login("admin@adm.test");
    const reply = await big.call("GET", "/services/logs/log", { token, query: { search: "@", rpp: 10 } });
    expect(reply.http).toBe(200);
    expect(reply.body.result.recordsFiltered).toBe(FILTERED_COUNT_CAP);
    expect(reply.body.result.recordsTotal).toBeGreaterThan(FILTERED_COUNT_CAP);
    expect(reply.body.extra).toEqual({ filteredCapped: true });
    expect(reply.body.result.data).toHaveLength(10);
    // It seeds 120,000 log rows of its own (no template to copy on PostgreSQL).
  }, 90_000);
});
